import type { TranslationFields } from '@keelerada/domain';
import { useState } from 'react';
import { AnswerFeedback, useGrammarAnswerFlow } from '../shared/answer-flow.tsx';
import { MarkedAnswer } from '../shared/JudgementView.tsx';
import { SentenceAnswer } from '../shared/SentenceAnswer.tsx';
import type { ExerciseReports } from '../shared/types.ts';
import '../exercises.css';

/**
 * Translation (issue 17), English → Estonian or Estonian → English: the learner types the sentence and presses Check
 * or Ctrl+Enter; any accepted translation is right. A wrong answer shows the nearest accepted sentence with the
 * differing words marked (and, for Estonian, the diagnosis), then Show Answer and Continue (a fail).
 */
export function Translation({
  exercise,
  ...reports
}: {
  exercise: TranslationFields;
} & ExerciseReports) {
  const [value, setValue] = useState('');
  const flow = useGrammarAnswerFlow(exercise, value, reports);
  const toEnglish = exercise.direction === 'ET_EN';
  const [sourceLang, targetLang] = toEnglish ? ['et', 'en'] : ['en', 'et'];

  return (
    <div className="ex ex-translation" data-testid="translation">
      <p className="ex-instruction">Translate into {toEnglish ? 'English' : 'Estonian'}.</p>
      <p className="ex-sentence" lang={sourceLang}>
        {exercise.source_text}
      </p>
      {exercise.hints.length > 0 && (
        <ul className="kr-hint ex-hints">
          {exercise.hints.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      )}
      <SentenceAnswer
        flow={flow}
        label="Your translation"
        value={value}
        shown={flow.judgement?.expected ?? exercise.target_text}
        onChange={setValue}
        lang={targetLang}
        testId="translation-input"
      />
      <AnswerFeedback flow={flow}>
        <p>
          Translation:{' '}
          <MarkedAnswer
            marks={flow.judgement?.marks}
            text={flow.judgement?.expected ?? exercise.target_text}
          />
        </p>
      </AnswerFeedback>
    </div>
  );
}
