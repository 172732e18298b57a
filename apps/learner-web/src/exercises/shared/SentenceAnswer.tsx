import { Button } from '@keelerada/ui';
import { useId } from 'react';
import { INPUT_FOCUS_MS } from '../../lib/constants.ts';
import { AnswerActions, type AnswerFlow } from './answer-flow.tsx';
import { useFocusAfter } from './hooks.ts';

/**
 * A typed sentence answer (error correction, translation): the labelled text area (Ctrl+Enter checks), its hint and
 * the Check / Show Answer actions. Once the answer is shown the area holds `shown` and cannot be edited.
 */
export function SentenceAnswer({
  flow,
  label,
  value,
  shown,
  onChange,
  lang,
  testId,
}: {
  flow: AnswerFlow;
  label: string;
  value: string;
  shown: string;
  onChange: (value: string) => void;
  lang: string;
  testId: string;
}) {
  const inputRef = useFocusAfter<HTMLTextAreaElement>(INPUT_FOCUS_MS);
  const id = useId();
  const { state, check } = flow;
  return (
    <>
      <label className="ex-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={inputRef}
        id={id}
        className="kr-textarea ex-textarea"
        value={state === 'shown' ? shown : value}
        onChange={(e) => onChange(e.target.value)}
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
        lang={lang}
        aria-describedby={`${id}-keys`}
        data-testid={testId}
      />
      <p className="kr-hint kr-keyboard-only" id={`${id}-keys`}>
        Press Ctrl+Enter (⌘+Enter on a Mac) to check.
      </p>
      <AnswerActions flow={flow}>
        {state === 'answering' && (
          <Button onClick={check} disabled={!value.trim()}>
            Check
          </Button>
        )}
      </AnswerActions>
    </>
  );
}
