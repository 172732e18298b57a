import type { ErrorCorrectionFields } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { useId, useState } from 'react';
import { INPUT_FOCUS_MS } from '../../lib/constants.ts';
import { AnswerActions, AnswerFeedback, useAnswerFlow } from '../shared/answer-flow.tsx';
import { useFocusAfter } from '../shared/hooks.ts';
import { MarkedAnswer } from '../shared/JudgementView.tsx';
import { grammarServerJudge, judgeHere } from '../shared/judge-here.ts';
import { humanize } from '../shared/labels.ts';
import type { GrammarOutcome } from '../shared/types.ts';
import '../exercises.css';

/**
 * Error correction (§4–§5): the learner edits the sentence (or types only the corrected words) and presses Check or
 * Ctrl+Enter. A right answer moves on after 1.5 s; a wrong one offers Show Answer, then Continue (a fail).
 */
export function ErrorCorrection({
  exercise,
  onComplete,
}: {
  exercise: ErrorCorrectionFields;
  onComplete: (outcome: GrammarOutcome) => void;
}) {
  const [value, setValue] = useState(exercise.incorrect_sentence);
  const flow = useAnswerFlow({
    value,
    judgeAnswer: (v) => judgeHere(exercise, v),
    serverJudge: grammarServerJudge(exercise),
    onComplete,
  });
  const { state, check } = flow;
  const inputRef = useFocusAfter<HTMLTextAreaElement>(INPUT_FOCUS_MS);
  const id = useId();
  const kinds = [...new Set(exercise.errors.map((e) => humanize(e.type)))];

  return (
    <div className="ex ex-error" data-testid="error-correction">
      <p className="ex-instruction">Find and correct the mistake.</p>
      <p className="ex-sentence ex-sentence-wrong" lang="et">
        {exercise.incorrect_sentence}
      </p>
      {exercise.translation && <p className="kr-muted">{exercise.translation}</p>}
      {kinds.length > 0 && <p className="kr-hint">Kind of mistake: {kinds.join(', ')}</p>}
      <label className="ex-label" htmlFor={id}>
        Corrected sentence (or only the corrected words)
      </label>
      <textarea
        ref={inputRef}
        id={id}
        className="kr-textarea ex-textarea"
        value={state === 'shown' ? exercise.correct_sentence : value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            check();
          }
        }}
        readOnly={state !== 'answering'}
        rows={2}
        spellCheck={false}
        autoCapitalize="off"
        lang="et"
        aria-describedby={`${id}-keys`}
        data-testid="error-input"
      />
      <p className="kr-hint" id={`${id}-keys`}>
        Press Ctrl+Enter to check.
      </p>
      <AnswerActions flow={flow}>
        {state === 'answering' && (
          <Button onClick={check} disabled={!value.trim()}>
            Check
          </Button>
        )}
      </AnswerActions>
      <AnswerFeedback flow={flow}>
        <p>
          Correct sentence:{' '}
          <MarkedAnswer
            marks={flow.judgement?.marks}
            text={flow.judgement?.expected ?? exercise.correct_sentence}
          />
        </p>
        {exercise.explanation && <p className="kr-muted">{exercise.explanation}</p>}
      </AnswerFeedback>
    </div>
  );
}
