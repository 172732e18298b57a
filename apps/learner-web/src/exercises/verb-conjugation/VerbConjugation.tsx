import { type VerbConjugationFields, verbTaskForm, verbTaskSubject } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { useId, useState } from 'react';
import { INPUT_FOCUS_MS } from '../../lib/constants.ts';
import { AnswerActions, AnswerFeedback, useGrammarAnswerFlow } from '../shared/answer-flow.tsx';
import { useFocusAfter } from '../shared/hooks.ts';
import { gapClassName, gapParts } from '../shared/labels.ts';
import type { ExerciseReports } from '../shared/types.ts';
import '../exercises.css';

/**
 * Verb conjugation (§4–§5): Check (or Enter) appears once something is typed; comparison is trimmed and
 * case-insensitive. A right answer moves on after 1.5 s; a wrong one offers Show Answer, then Continue (a fail).
 */
export function VerbConjugation({
  exercise,
  ...reports
}: {
  exercise: VerbConjugationFields & { tags?: string[] };
} & ExerciseReports) {
  const [value, setValue] = useState('');
  const expected = exercise.verb_correct_answer;
  const flow = useGrammarAnswerFlow(exercise, value, reports);
  const { state, check } = flow;
  const inputRef = useFocusAfter<HTMLInputElement>(INPUT_FOCUS_MS);
  const id = useId();
  const gap = gapParts(exercise.context);
  const taskForm = verbTaskForm(exercise.target_form, exercise.context, exercise.tags);
  // an impersonal task has no subject: the noun in the sentence is what is acted on (`Eile avati uus sild.`)
  const subject = verbTaskSubject(exercise.subject, exercise.target_form, exercise.tags);
  const shown = state === 'shown' ? expected : value.trim();

  return (
    <div className="ex ex-verb" data-testid="verb-conjugation">
      <p className="ex-instruction">
        Conjugate <strong lang="et">{exercise.verb}</strong>
        {exercise.verb_translation && <> ({exercise.verb_translation})</>}
        {subject && (
          <>
            {' '}
            for <strong lang="et">{subject}</strong>
          </>
        )}
        {taskForm && <> — {taskForm}</>}
      </p>
      {exercise.context && (
        <p className="ex-sentence" lang="et">
          {gap.before}
          {gap.hasGap && (
            <span className="ex-gap-run">
              <span
                className={gapClassName(
                  shown !== '',
                  state === 'correct' || state === 'almost'
                    ? 'correct'
                    : state === 'answering'
                      ? null
                      : 'incorrect',
                )}
              >
                {shown || '_____'}
              </span>
              {gap.closing}
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
      <AnswerActions flow={flow} />
      <AnswerFeedback flow={flow}>
        <p>
          Correct answer: <strong lang="et">{expected}</strong>
        </p>
      </AnswerFeedback>
    </div>
  );
}
