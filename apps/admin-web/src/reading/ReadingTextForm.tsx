import { zodResolver } from '@hookform/resolvers/zod';
import { WORD_TYPES } from '@keelerada/domain';
import { Button, Card } from '@keelerada/ui';
import { Link } from '@tanstack/react-router';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorAlert, SuccessAlert } from '../components/Alerts.tsx';
import { DuplicateFound, DuplicateWarning } from '../components/DuplicateWarning.tsx';
import { DifficultyField, LevelField, TextField } from '../components/Field.tsx';
import { UnsavedChangesGuard } from '../components/UnsavedChangesGuard.tsx';
import { enumLabel } from '../lib/enums.ts';
import { fieldBinder, firstSchemaMessage } from '../lib/form.ts';
import { SpellingWarnings } from '../vocabulary/SpellingWarnings.tsx';
import {
  addTargetWord,
  addTopic,
  canAddTargetWord,
  emptyTargetWord,
  isBlankTargetWord,
  pendingEntryMessage,
  type ReadingFormValues,
} from './form.ts';
import { QuestionCard, QuestionFields } from './QuestionEditor.tsx';
import { emptyQuestion, isBlankQuestion, newQuestionError, type QuestionDraft } from './questions.ts';
import { ReadingPreview } from './ReadingPreview.tsx';
import './reading.css';
import { listSearch } from '../lib/list-return.ts';

export interface SaveOutcome {
  /** Estonian words the dictionary does not know (a warning, never a block). */
  warnings: string[];
  /** Values to show after saving (edit: the stored text; create: an empty form). */
  next: ReadingFormValues;
}

/**
 * The create and edit screens of a reading text (§2): basic info, unique topics, target words, the question editor
 * and a live preview. `schema` is the domain's create or update schema; `toPayload` adds what it needs (the id).
 */
export function ReadingTextForm({
  mode,
  initial,
  schema,
  toPayload,
  save,
  successMessage,
}: {
  mode: 'create' | 'edit';
  initial: ReadingFormValues;
  schema: z.ZodType;
  toPayload: (values: ReadingFormValues) => Record<string, unknown>;
  save: (payload: Record<string, unknown>) => Promise<SaveOutcome>;
  successMessage: string;
}) {
  const resolver: Resolver<ReadingFormValues> = (values, context, options) =>
    (zodResolver(schema as never) as unknown as Resolver<Record<string, unknown>>)(
      toPayload(values),
      context,
      options as never,
    ) as never;
  const form = useForm<ReadingFormValues>({ resolver, defaultValues: initial, reValidateMode: 'onSubmit' });
  const { register, control, setValue, getValues, formState } = form;
  const values = useWatch({ control }) as ReadingFormValues;
  const field = fieldBinder(register, formState.errors);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [showPreview, setShowPreview] = useState(false);
  const [topic, setTopic] = useState('');
  const [newWord, setNewWord] = useState(emptyTargetWord());
  const [newQuestion, setNewQuestion] = useState<QuestionDraft>(() => emptyQuestion());
  const [newQuestionProblem, setNewQuestionProblem] = useState<string | null>(null);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const ids = { topic: useId(), word: useId(), translation: useId(), wordType: useId() };
  const translationRef = useRef<HTMLInputElement>(null);

  /** A 409 on create: a text with this title exists; the editor may create it anyway. */
  const [duplicate, setDuplicate] = useState<{ message: string; payload: Record<string, unknown> } | null>(
    null,
  );

  // changing an input hides the success banner (§4 Forms) and a duplicate warning about what was sent
  const touched = () => {
    setSuccess(null);
    setError(null);
    setDuplicate(null);
  };
  const setList = <K extends 'topics' | 'targetWords' | 'questions'>(name: K, list: ReadingFormValues[K]) => {
    setValue(name, list as never, { shouldDirty: true });
    touched();
  };

  const runSave = async (payload: Record<string, unknown>) => {
    setError(null);
    setSuccess(null);
    setDuplicate(null);
    setSaving(true);
    try {
      const outcome = await save(payload);
      form.reset(outcome.next);
      setEditingKey(null);
      setWarnings(outcome.warnings);
      setSuccess(successMessage);
    } catch (e) {
      if (e instanceof DuplicateFound) setDuplicate({ message: e.message, payload });
      else setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };
  const submit = form.handleSubmit(
    () => runSave(toPayload(getValues())),
    () => setError(firstSchemaMessage(schema, toPayload(getValues()))),
  );
  // a topic, target word or question typed but not added would be lost: the editor adds or clears it first
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    const pending = pendingEntryMessage({ topic, targetWord: newWord, question: newQuestion });
    if (pending === null) return submit(e);
    e.preventDefault();
    setSuccess(null);
    setError(pending);
  };
  const addNewWord = () => {
    setList('targetWords', addTargetWord(values.targetWords, newWord));
    setNewWord(emptyTargetWord());
  };
  // Enter in Word or Translation adds the word (as Enter adds a topic) and never submits the text
  const onTargetWordKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (canAddTargetWord(newWord)) addNewWord();
    else if (newWord.word.trim() !== '' && newWord.translation.trim() === '') translationRef.current?.focus();
  };
  const editNewQuestion = (q: QuestionDraft) => {
    setNewQuestion(q);
    setNewQuestionProblem(null);
  };
  const addNewQuestion = () => {
    const problem = newQuestionError(newQuestion, questions.length + 1, mode);
    if (problem) {
      setNewQuestionProblem(problem);
      return;
    }
    setList('questions', [...questions, newQuestion]);
    editNewQuestion(emptyQuestion());
  };

  const targetWordList = values.targetWords.map((t) => t.word).filter(Boolean);
  const questions = values.questions;

  return (
    <div className={showPreview ? 'adm-split' : ''}>
      <UnsavedChangesGuard dirty={formState.isDirty && !saving} />
      <form onSubmit={onSubmit} noValidate className="kr-stack" onChange={touched} aria-label="Reading text">
        <ErrorAlert testId="form-error">{error}</ErrorAlert>
        {duplicate && (
          <DuplicateWarning
            message={duplicate.message}
            busy={saving}
            onCreateAnyway={() => runSave({ ...duplicate.payload, allowDuplicate: true })}
            onCancel={() => setDuplicate(null)}
          />
        )}
        <SuccessAlert testId="form-success">{success}</SuccessAlert>
        {success && <SpellingWarnings words={warnings} />}
        <div className="kr-row">
          <Button variant="secondary" aria-expanded={showPreview} onClick={() => setShowPreview((s) => !s)}>
            {showPreview ? 'Hide Preview' : 'Show Preview'}
          </Button>
        </div>

        <Card title="Basic Information">
          <TextField label="Title" required lang="et" {...field('title')} />
          <TextField label="Content" required lang="et" textarea="lg" {...field('content')} />
          <div className="adm-form-grid">
            <LevelField {...field('level')} />
            <DifficultyField {...field('difficulty')} />
            <TextField label="Source (optional)" {...field('source')} />
            <TextField label="Audio URL (optional)" type="url" {...field('audioUrl')} />
            <TextField label="Image URL (optional)" type="url" {...field('imageUrl')} />
          </div>
        </Card>

        <Card title="Topics">
          <div className="kr-field">
            <label htmlFor={ids.topic}>New topic</label>
            <div className="kr-row">
              <input
                id={ids.topic}
                className="kr-input adm-grow"
                value={topic}
                onChange={(e) => setTopic(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    setList('topics', addTopic(values.topics, topic));
                    setTopic('');
                  }
                }}
              />
              <Button
                variant="secondary"
                disabled={topic.trim() === ''}
                onClick={() => {
                  setList('topics', addTopic(values.topics, topic));
                  setTopic('');
                }}
              >
                Add Topic
              </Button>
            </div>
          </div>
          {values.topics.length > 0 ? (
            <ul className="adm-badges adm-plain-list" aria-label="Topics">
              {values.topics.map((t) => (
                <li key={t} className="adm-chip">
                  {t}
                  <button
                    type="button"
                    aria-label={`Remove topic ${t}`}
                    onClick={() =>
                      setList(
                        'topics',
                        values.topics.filter((x) => x !== t),
                      )
                    }
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="kr-hint">No topics yet.</p>
          )}
        </Card>

        <Card title={`Target Words (${values.targetWords.length})`}>
          <div className="adm-form-grid">
            <div className="kr-field">
              <label htmlFor={ids.word}>Word</label>
              <input
                id={ids.word}
                className="kr-input"
                lang="et"
                value={newWord.word}
                onChange={(e) => setNewWord({ ...newWord, word: e.target.value })}
                onKeyDown={onTargetWordKey}
              />
            </div>
            <div className="kr-field">
              <label htmlFor={ids.translation}>Translation</label>
              <input
                id={ids.translation}
                ref={translationRef}
                className="kr-input"
                value={newWord.translation}
                onChange={(e) => setNewWord({ ...newWord, translation: e.target.value })}
                onKeyDown={onTargetWordKey}
              />
            </div>
            <div className="kr-field">
              <label htmlFor={ids.wordType}>Word type</label>
              <select
                id={ids.wordType}
                className="kr-select"
                value={newWord.wordType}
                onChange={(e) => setNewWord({ ...newWord, wordType: e.target.value })}
              >
                {WORD_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {enumLabel(t)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="kr-row">
            <Button variant="secondary" disabled={!canAddTargetWord(newWord)} onClick={addNewWord}>
              Add Target Word
            </Button>
            <Button
              variant="ghost"
              aria-label="Clear target word"
              disabled={isBlankTargetWord(newWord)}
              onClick={() => setNewWord(emptyTargetWord())}
            >
              Clear
            </Button>
          </div>
          <p className="kr-hint">A target word needs both the word and its translation.</p>
          {values.targetWords.length > 0 && (
            <ul className="adm-plain-list kr-stack adm-gap-sm" aria-label="Target words">
              {values.targetWords.map((t, i) => (
                <li key={i} className="kr-row">
                  <strong lang="et">{t.word}</strong> — {t.translation}{' '}
                  <span className="kr-badge">{enumLabel(t.wordType)}</span>
                  <Button
                    variant="ghost"
                    aria-label={`Remove target word ${t.word}`}
                    onClick={() =>
                      setList(
                        'targetWords',
                        values.targetWords.filter((_, j) => j !== i),
                      )
                    }
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card title={`Reading Questions (${questions.length})`}>
          {questions.length === 0 ? (
            <p className="kr-hint">No questions yet.</p>
          ) : (
            <ol className="adm-list">
              {questions.map((q, i) => (
                <QuestionCard
                  key={q.key}
                  draft={q}
                  index={i}
                  editing={editingKey === q.key}
                  targetWords={targetWordList}
                  onEdit={() => setEditingKey(q.key)}
                  onDone={() => setEditingKey(null)}
                  onChange={(next) =>
                    setList(
                      'questions',
                      questions.map((x) => (x.key === q.key ? next : x)),
                    )
                  }
                  onRemove={() => {
                    if (editingKey === q.key) setEditingKey(null);
                    setList(
                      'questions',
                      questions.filter((x) => x.key !== q.key),
                    );
                  }}
                />
              ))}
            </ol>
          )}
          <section className="adm-section-card adm-add-question" aria-labelledby="add-question-title">
            <h3 id="add-question-title">Add New Question</h3>
            <QuestionFields
              draft={newQuestion}
              onChange={editNewQuestion}
              targetWords={targetWordList}
              label="New question"
            />
            <ErrorAlert testId="add-question-error">{newQuestionProblem}</ErrorAlert>
            <div className="kr-row">
              <Button
                variant="secondary"
                disabled={newQuestion.question.trim() === ''}
                onClick={addNewQuestion}
              >
                Add Question
              </Button>
              <Button
                variant="ghost"
                disabled={isBlankQuestion(newQuestion)}
                onClick={() => editNewQuestion(emptyQuestion())}
              >
                Clear
              </Button>
            </div>
          </section>
        </Card>

        <div className="adm-form-actions">
          <Button type="submit" disabled={saving}>
            {mode === 'create'
              ? saving
                ? 'Creating...'
                : 'Create Reading Text'
              : saving
                ? 'Updating...'
                : 'Update Reading Text'}
          </Button>
          <Link to="/reading-texts" search={listSearch('/reading-texts')} className="kr-btn kr-btn-secondary">
            Cancel
          </Link>
        </div>
      </form>
      {showPreview && <ReadingPreview values={values} />}
    </div>
  );
}
