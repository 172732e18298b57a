import { Button } from '@keelerada/ui';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { ADVANCE_MS } from '../../lib/constants.ts';
import { Feedback } from './Feedback.tsx';
import { useLaterCallback, useOnce } from './hooks.ts';
import type { GrammarOutcome } from './types.ts';

export type AnswerState = 'answering' | 'correct' | 'incorrect' | 'shown';

export interface AnswerFlow {
  state: AnswerState;
  /** Checks a non-empty answer once: a right one completes after ADVANCE_MS, a wrong one offers Show Answer. */
  check: () => void;
  showRef: RefObject<HTMLButtonElement | null>;
  continueRef: RefObject<HTMLButtonElement | null>;
  showAnswer: () => void;
  /** Continue after the answer was shown: completes as a fail. */
  giveUp: () => void;
}

/**
 * The typed-answer flow of the grammar exercises (§4–§5): Check; a right answer moves on after 1.5 s; a wrong one
 * offers Show Answer (focused), then Continue (focused), which records a fail. `onComplete` runs once.
 */
export function useAnswerFlow({
  value,
  correctAnswer,
  isRight,
  onComplete,
}: {
  value: string;
  correctAnswer: string;
  isRight: (value: string) => boolean;
  onComplete: (outcome: GrammarOutcome) => void;
}): AnswerFlow {
  const [state, setState] = useState<AnswerState>('answering');
  const showRef = useRef<HTMLButtonElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const later = useLaterCallback();
  const done = useOnce(onComplete);

  useEffect(() => {
    if (state === 'incorrect') showRef.current?.focus();
    if (state === 'shown') continueRef.current?.focus();
  }, [state]);

  return {
    state,
    check: () => {
      if (state !== 'answering' || !value.trim()) return;
      if (isRight(value)) {
        setState('correct');
        later(() => done({ isCorrect: true, userAnswer: value.trim(), correctAnswer }), ADVANCE_MS);
      } else setState('incorrect');
    },
    showRef,
    continueRef,
    showAnswer: () => setState('shown'),
    giveUp: () => done({ isCorrect: false, userAnswer: value.trim() || null, correctAnswer }),
  };
}

/** Show Answer after a wrong answer, then Continue; `children` come first (e.g. a Check button). */
export function AnswerActions({ flow, children }: { flow: AnswerFlow; children?: ReactNode }) {
  return (
    <div className="ex-actions">
      {children}
      {flow.state === 'incorrect' && (
        <Button ref={flow.showRef} variant="secondary" onClick={flow.showAnswer}>
          Show Answer
        </Button>
      )}
      {flow.state === 'shown' && (
        <Button ref={flow.continueRef} onClick={flow.giveUp}>
          Continue
        </Button>
      )}
    </div>
  );
}

/** Correct! or Incorrect!; `children` (the right answer) once it is shown. */
export function AnswerFeedback({ state, children }: { state: AnswerState; children: ReactNode }) {
  return (
    <Feedback
      tone={state === 'answering' ? null : state === 'correct' ? 'correct' : 'incorrect'}
      title={state === 'correct' ? 'Correct!' : 'Incorrect!'}
    >
      {state === 'shown' && children}
    </Feedback>
  );
}
