import { checkVerbConjugation, type VerbConjugationFields } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { ADVANCE_MS, INPUT_FOCUS_MS } from '../../lib/constants.ts';
import { Feedback } from '../shared/Feedback.tsx';
import { useFocusAfter, useLaterCallback, useOnce } from '../shared/hooks.ts';
import { humanize, splitGap } from '../shared/labels.ts';
import type { GrammarOutcome } from '../shared/types.ts';
import '../exercises.css';

/**
 * Verb conjugation (§4–§5): Check (or Enter) appears once something is typed; comparison is trimmed and
 * case-insensitive. A right answer moves on after 1.5 s; a wrong one offers Show Answer, then Continue (a fail).
 */
export function VerbConjugation({
  exercise,
  onComplete,
}: {
  exercise: VerbConjugationFields;
  onComplete: (outcome: GrammarOutcome) => void;
}) {
  const [value, setValue] = useState('');
  const [state, setState] = useState<'answering' | 'correct' | 'incorrect' | 'shown'>('answering');
  const inputRef = useFocusAfter<HTMLInputElement>(INPUT_FOCUS_MS);
  const showRef = useRef<HTMLButtonElement>(null);
  const continueRef = useRef<HTMLButtonElement>(null);
  const later = useLaterCallback();
  const done = useOnce(onComplete);
  const expected = exercise.verb_correct_answer;
  const id = useId();
  const gap = splitGap(exercise.context);
  const shown = state === 'shown' ? expected : value.trim();

  useEffect(() => {
    if (state === 'incorrect') showRef.current?.focus();
    if (state === 'shown') continueRef.current?.focus();
  }, [state]);

  const check = () => {
    if (state !== 'answering' || !value.trim()) return;
    if (checkVerbConjugation(value, expected)) {
      setState('correct');
      later(() => done({ isCorrect: true, userAnswer: value.trim(), correctAnswer: expected }), ADVANCE_MS);
    } else setState('incorrect');
  };

  return (
    <div className="ex ex-verb" data-testid="verb-conjugation">
      <p className="ex-instruction">
        Conjugate <strong lang="et">{exercise.verb}</strong>
        {exercise.verb_translation && <> ({exercise.verb_translation})</>} for{' '}
        <strong lang="et">{exercise.subject}</strong>
        {exercise.target_form && <> — {humanize(exercise.target_form)}</>}
      </p>
      {exercise.context && (
        <p className="ex-sentence" lang="et">
          {gap.before}
          {gap.hasGap && (
            <span
              className={`ex-gap ${state === 'correct' ? 'ex-gap-correct' : state === 'answering' ? '' : 'ex-gap-incorrect'}`}
            >
              {shown || '_____'}
            </span>
          )}
          {gap.after}
        </p>
      )}
      {exercise.context_translation && <p className="kr-muted">{exercise.context_translation}</p>}
      <form
        className="ex-answer-row"
        onSubmit={(e) => {
          e.preventDefault();
          check();
        }}
      >
        <label className="sr-only" htmlFor={id}>
          Your answer
        </label>
        <input
          ref={inputRef}
          id={id}
          className="kr-input ex-text-input"
          value={state === 'shown' ? expected : value}
          onChange={(e) => setValue(e.target.value)}
          readOnly={state !== 'answering'}
          placeholder="Type the verb form"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          lang="et"
          data-testid="verb-input"
        />
        {state === 'answering' && value.trim() !== '' && <Button type="submit">Check</Button>}
      </form>
      <div className="ex-actions">
        {state === 'incorrect' && (
          <Button ref={showRef} variant="secondary" onClick={() => setState('shown')}>
            Show Answer
          </Button>
        )}
        {state === 'shown' && (
          <Button
            ref={continueRef}
            onClick={() =>
              done({ isCorrect: false, userAnswer: value.trim() || null, correctAnswer: expected })
            }
          >
            Continue
          </Button>
        )}
      </div>
      <Feedback
        tone={state === 'answering' ? null : state === 'correct' ? 'correct' : 'incorrect'}
        title={state === 'correct' ? 'Correct!' : 'Incorrect!'}
      >
        {state === 'shown' && (
          <p>
            Correct answer: <strong lang="et">{expected}</strong>
          </p>
        )}
      </Feedback>
    </div>
  );
}
