import type { JudgeExercise, Judgement } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { ADVANCE_MS, RECHECK_WAIT_MS } from '../../lib/constants.ts';
import { Feedback } from './Feedback.tsx';
import { focusIfFree, ignoreHeldEnter } from './focus.ts';
import { useLaterCallback, useReports } from './hooks.ts';
import { DiagnosisText, MarkedAnswer } from './JudgementView.tsx';
import { grammarServerJudge, judgeHere, type ServerJudge, withServerDiagnosis } from './judge-here.ts';
import type { ExerciseReports } from './types.ts';

export type AnswerState = 'answering' | 'correct' | 'almost' | 'incorrect' | 'shown';

export interface AnswerFlow {
  state: AnswerState;
  /** The judge's verdict on the checked answer (null while answering). */
  judgement: Judgement | null;
  /**
   * Checks a non-empty answer once: a right one completes after ADVANCE_MS, a wrong one offers Show Answer. An answer
   * the exercise's `precheck` has a hint for is not checked: the hint shows and the item stays open.
   */
  check: () => void;
  /** The precheck's hint for the answer as it stands (null once the answer is edited). */
  hint: string | null;
  /** The verdict's title: it takes keyboard focus when the Check button that was pressed has gone. */
  feedbackRef: RefObject<HTMLParagraphElement | null>;
  showRef: RefObject<HTMLButtonElement | null>;
  continueRef: RefObject<HTMLButtonElement | null>;
  showAnswer: () => void;
  /** Continue after the answer was shown: completes as a fail. */
  giveUp: () => void;
}

/**
 * The typed-answer flow of the grammar exercises (§4–§5): Check asks the judge; a right answer (or an almost-right
 * one the server's check confirms, issue 17) moves on after 1.5 s; a wrong one shows the diagnosis and offers Show
 * Answer (focused), then Continue (focused), which moves on with the fail. The verdict is reported (`onJudged`) as
 * soon as it is final, before the learner moves on (`onComplete`); each runs once.
 */
export function useAnswerFlow({
  value,
  judgeAnswer,
  serverJudge,
  reports,
  precheck,
}: {
  value: string;
  judgeAnswer: (value: string) => Judgement;
  /** The server's check call, for the diagnosis of a wrong answer. */
  serverJudge?: ServerJudge | undefined;
  reports: ExerciseReports;
  /** A hint instead of a verdict (an error correction still unedited): not judged, not recorded, the item stays open. */
  precheck?: ((value: string) => string | null) | undefined;
}): AnswerFlow {
  const [state, setState] = useState<AnswerState>('answering');
  const [judgement, setJudgement] = useState<Judgement | null>(null);
  const [hint, setHint] = useState<{ text: string; value: string } | null>(null);
  const showRef = useRef<HTMLButtonElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const feedbackRef = useRef<HTMLParagraphElement>(null);
  const later = useLaterCallback();
  const { judged, done } = useReports(reports);

  useEffect(() => {
    if (state === 'incorrect') showRef.current?.focus();
    if (state === 'shown') continueRef.current?.focus();
    // a right answer has no button to focus: the Check pressed has gone, so focus stays at the verdict
    if (state === 'correct' || state === 'almost') focusIfFree(feedbackRef.current);
  }, [state]);

  const failed = (expected: string) => ({
    isCorrect: false,
    userAnswer: value.trim() || null,
    correctAnswer: expected,
  });

  return {
    state,
    judgement,
    check: () => {
      if (state !== 'answering' || !value.trim()) return;
      const before = precheck?.(value) ?? null;
      setHint(before === null ? null : { text: before, value });
      if (before !== null) return;
      const j = judgeAnswer(value);
      setJudgement(j);
      setState(j.verdict === 'wrong' ? 'incorrect' : j.verdict);
      // the server has the lexicon: it diagnoses a wrong answer, accepts one the app cannot (a pronoun's other
      // length), and knows a local near miss that is another real form as wrong. Its verdict is final (at most
      // RECHECK_WAIT_MS; the server records its own verdict either way), so the screen and the record agree.
      const final =
        j.verdict === 'correct'
          ? Promise.resolve(j)
          : Promise.race([
              withServerDiagnosis(j, value, serverJudge, true),
              new Promise<Judgement>((resolve) => setTimeout(() => resolve(j), RECHECK_WAIT_MS)),
            ]);
      void final.then((c) => {
        setJudgement(c);
        if (c.verdict === 'wrong') {
          setState((s) => (s === 'shown' ? s : 'incorrect'));
          judged(failed(c.expected));
          return;
        }
        const passed = { isCorrect: true, userAnswer: value.trim(), correctAnswer: c.expected };
        setState(c.verdict);
        judged(passed);
        later(() => done(passed), ADVANCE_MS);
      });
    },
    hint: hint !== null && hint.value === value && state === 'answering' ? hint.text : null,
    feedbackRef,
    showRef,
    continueRef,
    showAnswer: () => setState('shown'),
    giveUp: () => done(failed(judgement?.expected ?? '')),
  };
}

/** Show Answer after a wrong answer, then Continue; `children` come first (e.g. a Check button). */
export function AnswerActions({ flow, children }: { flow: AnswerFlow; children?: ReactNode }) {
  return (
    <div className="ex-actions">
      {children}
      {flow.state === 'incorrect' && (
        <Button ref={flow.showRef} variant="secondary" onClick={flow.showAnswer} onKeyDown={ignoreHeldEnter}>
          Show Answer
        </Button>
      )}
      {flow.state === 'shown' && (
        <Button ref={flow.continueRef} onClick={flow.giveUp} onKeyDown={ignoreHeldEnter}>
          Continue
        </Button>
      )}
    </div>
  );
}

/**
 * Correct!, Almost! (with the difference marked) or Incorrect! with the judge's diagnosis; `children` (the right
 * answer) once it is shown. While answering, the precheck's hint (nothing judged).
 */
export function AnswerFeedback({ flow, children }: { flow: AnswerFlow; children: ReactNode }) {
  const { state, judgement, hint } = flow;
  const good = state === 'correct' || state === 'almost';
  if (state === 'answering' && hint !== null) return <Feedback tone="info" title={hint} />;
  return (
    <Feedback
      tone={state === 'answering' ? null : good ? 'correct' : 'incorrect'}
      title={state === 'correct' ? 'Correct!' : state === 'almost' ? 'Almost!' : 'Incorrect!'}
      titleRef={flow.feedbackRef}
    >
      {state === 'almost' && judgement && (
        <p>
          <MarkedAnswer marks={judgement.marks} text={judgement.expected} />
        </p>
      )}
      {(state === 'incorrect' || state === 'shown') && (
        <DiagnosisText
          diagnosis={judgement?.diagnosis}
          marks={judgement?.marks}
          expected={judgement?.expected}
        />
      )}
      {state === 'shown' && children}
    </Feedback>
  );
}

/** The answer flow of a grammar exercise: judged here at once, diagnosed by the server's check of that exercise. */
export function useGrammarAnswerFlow(
  exercise: JudgeExercise,
  value: string,
  reports: ExerciseReports,
  precheck?: (value: string) => string | null,
): AnswerFlow {
  return useAnswerFlow({
    value,
    judgeAnswer: (v) => judgeHere(exercise, v),
    serverJudge: grammarServerJudge(exercise),
    reports,
    precheck,
  });
}
