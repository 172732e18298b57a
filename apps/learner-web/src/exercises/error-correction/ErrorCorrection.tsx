import type { ErrorCorrectionFields } from '@keelerada/domain';
import { useState } from 'react';
import { AnswerFeedback, useGrammarAnswerFlow } from '../shared/answer-flow.tsx';
import { MarkedAnswer } from '../shared/JudgementView.tsx';
import { humanize } from '../shared/labels.ts';
import { SentenceAnswer } from '../shared/SentenceAnswer.tsx';
import type { ExerciseReports } from '../shared/types.ts';
import '../exercises.css';
import { unchangedHint } from './unchanged.ts';

/**
 * Error correction (§4–§5): the learner edits the sentence (or types only the corrected words) and presses Check or
 * Ctrl+Enter. A right answer moves on after 1.5 s; a wrong one offers Show Answer, then Continue (a fail). The box
 * starts with the incorrect sentence: Check before it is edited gets a hint, is not judged nor recorded, and the item
 * stays open.
 */
export function ErrorCorrection({
  exercise,
  ...reports
}: {
  exercise: ErrorCorrectionFields;
} & ExerciseReports) {
  const [value, setValue] = useState(exercise.incorrect_sentence);
  const flow = useGrammarAnswerFlow(exercise, value, reports, (v) =>
    unchangedHint(v, exercise.incorrect_sentence),
  );
  const kinds = [...new Set(exercise.errors.map((e) => humanize(e.type)))];

  return (
    <div className="ex ex-error" data-testid="error-correction">
      <p className="ex-instruction">Find and correct the mistake.</p>
      <p className="ex-sentence ex-sentence-wrong" lang="et">
        {exercise.incorrect_sentence}
      </p>
      {exercise.translation && <p className="kr-muted">{exercise.translation}</p>}
      {kinds.length > 0 && <p className="kr-hint">Kind of mistake: {kinds.join(', ')}</p>}
      <SentenceAnswer
        flow={flow}
        label="Corrected sentence (or only the corrected words)"
        value={value}
        shown={exercise.correct_sentence}
        onChange={setValue}
        lang="et"
        testId="error-input"
      />
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
