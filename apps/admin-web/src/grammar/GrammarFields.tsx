import { ALTERNATIVES_LABEL, CASES, GRAMMAR_ERROR_TYPES, VERB_FORMS } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DifficultyField, LevelField, SelectField, TextField } from '../components/Field.tsx';
import { enumLabel } from '../lib/enums.ts';
import { fieldBinder, hasError } from '../lib/form.ts';
import { errorPositionWord, type GrammarFormValues, orderSentence, removeWord } from './form.ts';

type Form = UseFormReturn<GrammarFormValues, unknown, unknown>;

/** Level, difficulty and tags: the fields every exercise has. */
export function CommonFields({ form }: { form: Form }) {
  const field = fieldBinder(form.register, form.formState.errors);
  return (
    <div className="adm-form-grid">
      <LevelField {...field('level')} />
      <DifficultyField {...field('difficulty')} />
      <TextField
        label="Tags"
        hint="Separated by commas; duplicates are removed (also cases and Cases: the first spelling is kept)."
        registration={form.register('tags')}
      />
    </div>
  );
}

function TextInput({
  form,
  name,
  multiline = false,
  ...rest
}: {
  form: Form;
  name: keyof GrammarFormValues;
  label: string;
  required?: boolean;
  multiline?: boolean;
  lang?: 'et';
  hint?: string;
}) {
  return (
    <TextField
      {...rest}
      invalid={hasError(form.formState.errors, name)}
      textarea={multiline && 'sm'}
      autoComplete={multiline ? undefined : 'off'}
      registration={form.register(name)}
    />
  );
}

const without = <T,>(items: readonly T[], index: number) => items.filter((_, j) => j !== index);

/** A fieldset of rows edited in place by position, each with Remove, and an Add button below (when given). */
function RowsFieldset<T>({
  legend,
  hint,
  items,
  rowClassName = 'adm-option-row',
  children,
  removeLabel,
  onRemove,
  addLabel,
  onAdd,
}: {
  legend: string;
  /** Shown under the legend, above the rows. */
  hint?: ReactNode;
  items: readonly T[];
  rowClassName?: string;
  /** The inputs of row `i`. */
  children: (item: T, i: number) => ReactNode;
  removeLabel: (i: number) => string;
  onRemove?: (i: number) => void;
  addLabel?: string;
  onAdd?: () => void;
}) {
  return (
    <fieldset className="kr-field adm-fieldset">
      <legend>{legend}</legend>
      {hint}
      {items.map((item, i) => (
        <div key={i} className={rowClassName}>
          {children(item, i)}
          {onRemove && (
            <Button variant="ghost" aria-label={removeLabel(i)} onClick={() => onRemove(i)}>
              Remove
            </Button>
          )}
        </div>
      ))}
      {onAdd && (
        <Button variant="secondary" onClick={onAdd}>
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}

/** A list of text inputs (hints, focus grammar, words) with Add and Remove. */
function TextList({
  form,
  name,
  label,
  legend,
  addLabel,
  lang,
  onRemove,
}: {
  form: Form;
  name: 'hints' | 'focusGrammar' | 'words' | 'distractors' | 'alternatives';
  /** Each input's label: "{label} {n}". */
  label: string;
  legend: string;
  addLabel?: string;
  lang?: 'et';
  onRemove?: (index: number) => void;
}) {
  const items = form.watch(name);
  const editable = Boolean(addLabel);
  // after Add the focus goes to the new, empty input (not left on the button)
  const added = useRef(false);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    form.setFocus(`${name}.${items.length - 1}`);
  }, [form, name, items.length]);
  return (
    <RowsFieldset
      legend={legend}
      items={items}
      removeLabel={(i) => `Remove ${label.toLowerCase()} ${i + 1}`}
      onRemove={
        editable
          ? (i) => (onRemove ? onRemove(i) : form.setValue(name, without(items, i), { shouldDirty: true }))
          : undefined
      }
      addLabel={addLabel}
      onAdd={
        editable
          ? () => {
              added.current = true;
              form.setValue(name, [...items, ''], { shouldDirty: true });
            }
          : undefined
      }
    >
      {(_, i) => (
        <input
          className="kr-input"
          lang={lang}
          aria-label={`${label} ${i + 1}`}
          aria-invalid={hasError(form.formState.errors, name) || undefined}
          {...form.register(`${name}.${i}`)}
        />
      )}
    </RowsFieldset>
  );
}

export function CasePracticeFields({ form }: { form: Form }) {
  return (
    <div className="adm-form-grid">
      <TextInput
        form={form}
        name="sentence"
        label="Sentence"
        required
        multiline
        lang="et"
        hint="Use ___ for the gap."
      />
      <TextInput
        form={form}
        name="targetWord"
        label="Target word"
        required
        lang="et"
        hint="The base form, e.g. maja."
      />
      <SelectField label="Correct case" options={CASES} registration={form.register('correctCase')} />
      <TextInput form={form} name="correctAnswer" label="Correct answer" required lang="et" />
      <TextList
        form={form}
        name="distractors"
        label="Distractor"
        legend="Distractors (exactly 3)"
        lang="et"
      />
      <TextInput form={form} name="explanation" label="Explanation" required multiline />
      <TextInput form={form} name="translation" label="Translation" required />
    </div>
  );
}

export function VerbConjugationFields({ form }: { form: Form }) {
  return (
    <div className="adm-form-grid">
      <TextInput form={form} name="verb" label="Verb" required lang="et" hint="The infinitive, e.g. olema." />
      <TextInput form={form} name="verbTranslation" label="Verb translation (optional)" />
      <TextInput form={form} name="subject" label="Subject" required lang="et" hint="e.g. mina" />
      <SelectField label="Target form" options={VERB_FORMS} registration={form.register('targetForm')} />
      <TextInput form={form} name="verbCorrectAnswer" label="Correct answer" required lang="et" />
      <TextInput
        form={form}
        name="context"
        label="Context"
        required
        multiline
        lang="et"
        hint="A sentence with ___ for the verb."
      />
      <TextInput form={form} name="contextTranslation" label="Context translation (optional)" />
    </div>
  );
}

export function SentenceConstructionFields({ form }: { form: Form }) {
  const words = form.watch('words');
  const orders = form.watch('correctOrders');
  return (
    <div className="kr-stack">
      <TextList
        form={form}
        name="words"
        label="Word"
        legend="Words (numbered from 0)"
        addLabel="+ Add word"
        lang="et"
        onRemove={(i) => {
          const next = removeWord(words, orders, i);
          form.setValue('words', next.words, { shouldDirty: true });
          form.setValue('correctOrders', next.correctOrders, { shouldDirty: true });
        }}
      />
      <p className="kr-hint">Word numbers: {words.map((w, i) => `${i}=${w || '…'}`).join(', ')}</p>
      <RowsFieldset
        legend="Correct orders (word numbers or words, separated by spaces)"
        items={orders}
        removeLabel={(i) => `Remove correct order ${i + 1}`}
        onRemove={(i) => form.setValue('correctOrders', without(orders, i), { shouldDirty: true })}
        addLabel="+ Add order"
        onAdd={() => form.setValue('correctOrders', [...orders, ''], { shouldDirty: true })}
      >
        {(o, i) => (
          <>
            <input
              className="kr-input"
              aria-label={`Correct order ${i + 1}`}
              aria-invalid={hasError(form.formState.errors, 'correctOrders') || undefined}
              {...form.register(`correctOrders.${i}`)}
            />
            <span className="kr-hint" lang="et">
              {orderSentence(words, o)}
            </span>
          </>
        )}
      </RowsFieldset>
      <div className="adm-form-grid">
        <TextInput form={form} name="sentenceTranslation" label="Sentence translation" required />
        <TextInput form={form} name="focus" label="Focus" required hint="What the exercise practises." />
      </div>
    </div>
  );
}

/** How an error's word position counts (editor defect 5: the rows were three bare inputs). */
export const ERROR_POSITION_HINT =
  'Word position counts the words of the incorrect sentence from 0: the first word is 0, the second is 1. ' +
  'Punctuation is not counted as a word.';

export function ErrorCorrectionFields({ form }: { form: Form }) {
  const errors = form.watch('errors');
  const incorrectSentence = form.watch('incorrectSentence');
  const id = useId();
  const invalid = hasError(form.formState.errors, 'errors') || undefined;
  return (
    <div className="kr-stack">
      <div className="adm-form-grid">
        <TextInput
          form={form}
          name="incorrectSentence"
          label="Incorrect sentence"
          required
          multiline
          lang="et"
        />
        <TextInput form={form} name="correctSentence" label="Correct sentence" required multiline lang="et" />
        <TextInput form={form} name="translation" label="Translation (optional)" />
        <TextInput form={form} name="explanation" label="Explanation (optional)" multiline />
      </div>
      <RowsFieldset
        legend="Errors"
        hint={
          <p id={`${id}-hint`} className="kr-hint">
            {ERROR_POSITION_HINT}
          </p>
        }
        items={errors}
        rowClassName="adm-option-row adm-wrap"
        removeLabel={(i) => `Remove error ${i + 1}`}
        onRemove={(i) => form.setValue('errors', without(errors, i), { shouldDirty: true })}
        addLabel="+ Add error"
        onAdd={() =>
          form.setValue('errors', [...errors, { position: '', type: 'other', correction: '' }], {
            shouldDirty: true,
          })
        }
      >
        {(e, i) => {
          const row = `${id}-${i}`;
          const word = errorPositionWord(incorrectSentence, e.position);
          // each control is named "Error n" + its visible label, so the rows stay apart for screen readers
          const named = (field: string) => ({
            id: `${row}-${field}`,
            'aria-labelledby': `${row} ${row}-${field}-label`,
          });
          return (
            <>
              <strong id={row}>Error {i + 1}</strong>
              <div className="kr-field adm-narrow">
                <label id={`${row}-position-label`} htmlFor={`${row}-position`}>
                  Word position
                </label>
                <input
                  {...named('position')}
                  className="kr-input"
                  inputMode="numeric"
                  aria-describedby={`${id}-hint ${row}-word`}
                  aria-invalid={invalid}
                  {...form.register(`errors.${i}.position`)}
                />
                <span id={`${row}-word`} className="kr-hint" lang="et">
                  {e.position.trim() === '' ? '' : word === null ? 'no such word' : `= ${word}`}
                </span>
              </div>
              <div className="kr-field">
                <label id={`${row}-type-label`} htmlFor={`${row}-type`}>
                  Type
                </label>
                <select {...named('type')} className="kr-select" {...form.register(`errors.${i}.type`)}>
                  {GRAMMAR_ERROR_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {enumLabel(t)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="kr-field">
                <label id={`${row}-correction-label`} htmlFor={`${row}-correction`}>
                  Correction
                </label>
                <input
                  {...named('correction')}
                  className="kr-input"
                  lang="et"
                  aria-invalid={invalid}
                  {...form.register(`errors.${i}.correction`)}
                />
              </div>
            </>
          );
        }}
      </RowsFieldset>
    </div>
  );
}

export function TranslationFields({ form }: { form: Form }) {
  return (
    <div className="kr-stack">
      <div className="adm-form-grid">
        <TextInput form={form} name="sourceText" label="Source text (English)" required multiline />
        <TextInput
          form={form}
          name="targetText"
          label="Target text (Estonian)"
          required
          multiline
          lang="et"
        />
      </div>
      <SelectField
        label="Direction"
        options={['EN_ET', 'ET_EN'] as const}
        optionLabel={(v) => (v === 'ET_EN' ? 'Estonian → English' : 'English → Estonian')}
        registration={form.register('direction')}
      />
      <TextList form={form} name="hints" label="Hint" legend="Hints" addLabel="+ Add hint" />
      <TextList
        form={form}
        name="focusGrammar"
        label="Focus grammar"
        legend="Focus grammar"
        addLabel="+ Add focus grammar"
      />
    </div>
  );
}

/**
 * Other accepted answers (issue 17): add and remove; blanks are dropped on save. Named as a vocabulary card's
 * ("Also accepted"), and refused by the same rule (an answer equal to the correct one, or listed twice).
 */
export function AlternativesField({ form }: { form: Form }) {
  return (
    <TextList
      form={form}
      name="alternatives"
      label="Accepted answer"
      legend={ALTERNATIVES_LABEL}
      addLabel="+ Add accepted answer"
      lang="et"
    />
  );
}

export function TypeFields({ form, type }: { form: Form; type: GrammarFormValues['type'] }) {
  if (type === 'SENTENCE_CONSTRUCTION') return <SentenceConstructionFields form={form} />;
  return (
    <div className="kr-stack">
      {type === 'CASE_PRACTICE' && <CasePracticeFields form={form} />}
      {type === 'VERB_CONJUGATION' && <VerbConjugationFields form={form} />}
      {type === 'ERROR_CORRECTION' && <ErrorCorrectionFields form={form} />}
      {type === 'TRANSLATION' && <TranslationFields form={form} />}
      <AlternativesField form={form} />
    </div>
  );
}
