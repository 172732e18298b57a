import { READING_QUESTION_TYPES } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { useId } from 'react';
import {
  addOption,
  answersNotInOptions,
  answersText,
  canRemoveOption,
  changeQuestionType,
  correctAnswerText,
  isChoice,
  QUESTION_TYPE_LABELS,
  type QuestionDraft,
  removeAnswer,
  removeOption,
  renameOption,
  setAnswersText,
  shownAnswers,
  showsOptions,
  toggleCorrectOption,
} from './questions.ts';

const OPTIONS_LEGEND: Record<QuestionDraft['questionType'], string> = {
  MULTIPLE_CHOICE: 'Options — tick the correct answers',
  VOCABULARY_DEFINITION: 'Options (optional) — tick the correct answers',
  SHORT_ANSWER: 'Options — a short answer has none: remove them',
  TRUE_FALSE: 'Options',
};

/** The fields of one question (§2): text, type, optional target word, options or answer per type, explanation. */
export function QuestionFields({
  draft,
  onChange,
  targetWords,
  label,
}: {
  draft: QuestionDraft;
  onChange: (q: QuestionDraft) => void;
  targetWords: readonly string[];
  label: string;
}) {
  const id = useId();
  const set = (patch: Partial<QuestionDraft>) => onChange({ ...draft, ...patch });
  return (
    <div className="kr-stack adm-gap-sm">
      <div className="kr-field">
        <label htmlFor={`${id}-q`}>{label} text</label>
        <textarea
          id={`${id}-q`}
          className="kr-textarea adm-textarea-sm"
          value={draft.question}
          onChange={(e) => set({ question: e.target.value })}
        />
      </div>
      <div className="adm-form-grid">
        <div className="kr-field">
          <label htmlFor={`${id}-type`}>{label} type</label>
          <select
            id={`${id}-type`}
            className="kr-select"
            value={draft.questionType}
            onChange={(e) =>
              onChange(changeQuestionType(draft, e.target.value as QuestionDraft['questionType']))
            }
          >
            {READING_QUESTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {QUESTION_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="kr-field">
          <label htmlFor={`${id}-tw`}>Target word (optional)</label>
          <input
            id={`${id}-tw`}
            className="kr-input"
            lang="et"
            list={`${id}-tw-list`}
            value={draft.targetWordText}
            onChange={(e) => set({ targetWordText: e.target.value })}
          />
          <datalist id={`${id}-tw-list`}>
            {targetWords.map((w) => (
              <option key={w} value={w} />
            ))}
          </datalist>
        </div>
      </div>
      {showsOptions(draft) && (
        <fieldset className="adm-fieldset">
          <legend>{OPTIONS_LEGEND[draft.questionType]}</legend>
          {draft.options.map((o, i) => (
            <div key={i} className="adm-option-row">
              {isChoice(draft) && (
                <input
                  type="checkbox"
                  aria-label={`Option ${i + 1} is correct`}
                  checked={o.trim() !== '' && draft.correctAnswers.includes(o)}
                  disabled={o.trim() === ''}
                  onChange={() => onChange(toggleCorrectOption(draft, i))}
                />
              )}
              <input
                className="kr-input"
                aria-label={`Option ${i + 1}`}
                value={o}
                onChange={(e) => onChange(renameOption(draft, i, e.target.value))}
              />
              {canRemoveOption(draft) && (
                <Button
                  variant="ghost"
                  aria-label={`Remove option ${i + 1}`}
                  onClick={() => onChange(removeOption(draft, i))}
                >
                  ×
                </Button>
              )}
            </div>
          ))}
          {draft.questionType === 'VOCABULARY_DEFINITION' && draft.options.length === 0 && (
            <p className="kr-hint">No options: the learner types the answer.</p>
          )}
          {draft.questionType !== 'SHORT_ANSWER' && (
            <Button variant="secondary" onClick={() => onChange(addOption(draft))}>
              + Add option
            </Button>
          )}
          {answersNotInOptions(draft).length > 0 && (
            <div className="kr-stack adm-gap-sm">
              <p className="kr-hint">
                These correct answers are none of the options; a learner cannot choose them. Add them as
                options or remove them:
              </p>
              <ul className="adm-badges adm-plain-list" aria-label="Correct answers that are no option">
                {answersNotInOptions(draft).map((a) => (
                  <li key={a} className="adm-chip">
                    {a}
                    <button
                      type="button"
                      aria-label={`Remove answer ${a}`}
                      onClick={() => onChange(removeAnswer(draft, a))}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </fieldset>
      )}
      {draft.questionType === 'TRUE_FALSE' && (
        <fieldset className="adm-fieldset">
          <legend>Correct answer</legend>
          {(['True', 'False'] as const).map((v) => (
            <label key={v} className="adm-check">
              <input
                type="radio"
                name={`${id}-tf`}
                value={v}
                checked={draft.answer === v}
                onChange={() => set({ answer: v })}
              />
              {v}
            </label>
          ))}
        </fieldset>
      )}
      {(draft.questionType === 'SHORT_ANSWER' ||
        (draft.questionType === 'VOCABULARY_DEFINITION' && !isChoice(draft))) && (
        <div className="kr-field">
          <label htmlFor={`${id}-answer`}>Accepted answers (one per line)</label>
          <textarea
            id={`${id}-answer`}
            className="kr-textarea adm-textarea-sm"
            rows={Math.min(8, Math.max(3, draft.correctAnswers.length + 1))}
            value={answersText(draft)}
            onChange={(e) => onChange(setAnswersText(draft, e.target.value))}
            aria-describedby={`${id}-answer-hint`}
          />
          <p id={`${id}-answer-hint`} className="kr-hint">
            A learner's answer is right when it matches any line (letter case, spacing and final punctuation
            do not count).
          </p>
        </div>
      )}
      <div className="kr-field">
        <label htmlFor={`${id}-exp`}>Explanation (optional)</label>
        <textarea
          id={`${id}-exp`}
          className="kr-textarea adm-textarea-sm"
          value={draft.explanation}
          onChange={(e) => set({ explanation: e.target.value })}
        />
      </div>
    </div>
  );
}

/** A question of the list (§2): "Question N", its type label, correct answers, options and explanation. */
export function QuestionCard({
  draft,
  index,
  editing,
  targetWords,
  onEdit,
  onChange,
  onDone,
  onRemove,
}: {
  draft: QuestionDraft;
  index: number;
  editing: boolean;
  targetWords: readonly string[];
  onEdit: () => void;
  onChange: (q: QuestionDraft) => void;
  onDone: () => void;
  onRemove: () => void;
}) {
  const title = `Question ${index + 1}`;
  return (
    <li className={`adm-question ${editing ? 'adm-question-editing' : ''}`} data-testid="reading-question">
      <div className="adm-item-head">
        <h3>
          {title} <span className="kr-badge">{QUESTION_TYPE_LABELS[draft.questionType]}</span>
        </h3>
        <div className="kr-row">
          {editing ? (
            <Button variant="secondary" onClick={onDone} aria-label={`Done editing ${title.toLowerCase()}`}>
              Done
            </Button>
          ) : (
            <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${title.toLowerCase()}`}>
              Edit
            </Button>
          )}
          <Button variant="ghost" onClick={onRemove} aria-label={`Remove ${title.toLowerCase()}`}>
            Remove
          </Button>
        </div>
      </div>
      {editing ? (
        <QuestionFields draft={draft} onChange={onChange} targetWords={targetWords} label={title} />
      ) : (
        <div className="kr-stack adm-gap-sm">
          <p lang="et">{draft.question || <em className="kr-muted">(no text)</em>}</p>
          {draft.questionType !== 'TRUE_FALSE' && draft.options.length > 0 && (
            <ul className="adm-plain-list">
              {draft.options.map((o, i) => (
                <li key={i} lang="et">
                  {isChoice(draft) && draft.correctAnswers.includes(o) ? '✓ ' : '○ '}
                  {o || <em className="kr-muted">(empty option)</em>}
                </li>
              ))}
            </ul>
          )}
          <p>
            <strong>{shownAnswers(draft).length > 1 ? 'Correct answers' : 'Correct answer'}:</strong>{' '}
            <span lang="et">{correctAnswerText(draft)}</span>
          </p>
          {draft.targetWordText && (
            <p className="kr-hint">
              Target word: <span lang="et">{draft.targetWordText}</span>
            </p>
          )}
          {draft.explanation && <p className="kr-muted">Explanation: {draft.explanation}</p>}
        </div>
      )}
    </li>
  );
}
