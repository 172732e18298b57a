import type { TranslationFields } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { useId, useState } from 'react';
import { INPUT_FOCUS_MS } from '../../lib/constants.ts';
import { AnswerActions, AnswerFeedback, useAnswerFlow } from '../shared/answer-flow.tsx';
import { useFocusAfter } from '../shared/hooks.ts';
import { MarkedAnswer } from '../shared/JudgementView.tsx';
import { grammarServerJudge, judgeHere } from '../shared/judge-here.ts';
import type { GrammarOutcome } from '../shared/types.ts';
import '../exercises.css';

/**
 * Translation (issue 17), English → Estonian or Estonian → English: the learner types the sentence and presses Check
 * or Ctrl+Enter; any accepted translation is right. A wrong answer shows the nearest accepted sentence with the
 * differing words marked (and, for Estonian, the diagnosis), then Show Answer and Continue (a fail).
 */
export function Translation({
  exercise,
  onComplete,
}: {
  exercise: TranslationFields;
  onComplete: (outcome: GrammarOutcome) => void;
}) {
  const [value, setValue] = useState('');
  const flow = useAnswerFlow({
    value,
    judgeAnswer: (v) => judgeHere(exercise, v),
    serverJudge: grammarServerJudge(exercise),
    onComplete,
  });
  const { state, check } = flow;
  const inputRef = useFocusAfter<HTMLTextAreaElement>(INPUT_FOCUS_MS);
  const id = useId();
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
      <label className="ex-label" htmlFor={id}>
        Your translation
      </label>
      <textarea
        ref={inputRef}
        id={id}
        className="kr-textarea ex-textarea"
        value={state === 'shown' ? (flow.judgement?.expected ?? exercise.target_text) : value}
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
        lang={targetLang}
        aria-describedby={`${id}-keys`}
        data-testid="translation-input"
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
