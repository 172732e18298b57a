import { CASES, CONTENT_LEVELS, DIFFICULTIES, GRAMMAR_ERROR_TYPES, VERB_FORMS } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../components/Field.tsx';
import { enumLabel, levelLabel } from '../lib/enums.ts';
import { hasError } from '../lib/form.ts';
import { type GrammarFormValues, orderSentence, removeWord } from './form.ts';

type Form = UseFormReturn<GrammarFormValues, unknown, unknown>;

/** Level, difficulty and tags: the fields every exercise has. */
export function CommonFields({ form }: { form: Form }) {
  const { register, formState } = form;
  return (
    <div className="adm-form-grid">
      <Field label="Level" required invalid={hasError(formState.errors, 'level')}>
        {(p) => (
          <select {...p} className="kr-select" {...register('level')}>
            <option value="">Select level</option>
            {CONTENT_LEVELS.map((l) => (
              <option key={l} value={l}>
                {levelLabel(l)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Difficulty" required invalid={hasError(formState.errors, 'difficulty')}>
        {(p) => (
          <select {...p} className="kr-select" {...register('difficulty')}>
            <option value="">Select difficulty</option>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {enumLabel(d)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Tags" hint="Separated by commas; duplicates are removed.">
        {(p) => <input {...p} className="kr-input" {...register('tags')} />}
      </Field>
    </div>
  );
}

function TextInput({
  form,
  name,
  label,
  required = false,
  multiline = false,
  lang,
  hint,
}: {
  form: Form;
  name: keyof GrammarFormValues;
  label: string;
  required?: boolean;
  multiline?: boolean;
  lang?: 'et' | 'en';
  hint?: string;
}) {
  const { register, formState } = form;
  return (
    <Field label={label} required={required} invalid={hasError(formState.errors, name)} hint={hint}>
      {(p) =>
        multiline ? (
          <textarea {...p} lang={lang} className="kr-textarea adm-textarea-sm" {...register(name)} />
        ) : (
          <input {...p} lang={lang} className="kr-input" autoComplete="off" {...register(name)} />
        )
      }
    </Field>
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
  name: 'hints' | 'focusGrammar' | 'words' | 'distractors';
  /** Each input's label: "{label} {n}". */
  label: string;
  legend: string;
  addLabel?: string;
  lang?: 'et';
  onRemove?: (index: number) => void;
}) {
  const items = form.watch(name);
  return (
    <fieldset className="kr-field adm-fieldset">
      <legend>{legend}</legend>
      {items.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries are edited in place by position
        <div key={i} className="adm-option-row">
          <input
            className="kr-input"
            lang={lang}
            aria-label={`${label} ${i + 1}`}
            aria-invalid={hasError(form.formState.errors, name) || undefined}
            {...form.register(`${name}.${i}`)}
          />
          {addLabel && (
            <Button
              variant="ghost"
              aria-label={`Remove ${label.toLowerCase()} ${i + 1}`}
              onClick={() =>
                onRemove
                  ? onRemove(i)
                  : form.setValue(
                      name,
                      items.filter((__, j) => j !== i),
                      { shouldDirty: true },
                    )
              }
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {addLabel && (
        <Button
          variant="secondary"
          onClick={() => form.setValue(name, [...items, ''], { shouldDirty: true })}
        >
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}

function Select({
  form,
  name,
  label,
  values,
}: {
  form: Form;
  name: 'correctCase' | 'targetForm';
  label: string;
  values: readonly string[];
}) {
  return (
    <Field label={label}>
      {(p) => (
        <select {...p} className="kr-select" {...form.register(name)}>
          {values.map((v) => (
            <option key={v} value={v}>
              {enumLabel(v)}
            </option>
          ))}
        </select>
      )}
    </Field>
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
      <Select form={form} name="correctCase" label="Correct case" values={CASES} />
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
      <Select form={form} name="targetForm" label="Target form" values={VERB_FORMS} />
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
      <fieldset className="kr-field adm-fieldset">
        <legend>Correct orders (word numbers or words, separated by spaces)</legend>
        {orders.map((o, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: orders are edited in place by position
          <div key={i} className="adm-option-row">
            <input
              className="kr-input"
              aria-label={`Correct order ${i + 1}`}
              {...form.register(`correctOrders.${i}`)}
            />
            <span className="kr-hint" lang="et">
              {orderSentence(words, o)}
            </span>
            <Button
              variant="ghost"
              aria-label={`Remove correct order ${i + 1}`}
              onClick={() =>
                form.setValue(
                  'correctOrders',
                  orders.filter((_, j) => j !== i),
                  { shouldDirty: true },
                )
              }
            >
              Remove
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() => form.setValue('correctOrders', [...orders, ''], { shouldDirty: true })}
        >
          + Add order
        </Button>
      </fieldset>
      <div className="adm-form-grid">
        <TextInput form={form} name="sentenceTranslation" label="Sentence translation" required />
        <TextInput form={form} name="focus" label="Focus" required hint="What the exercise practises." />
      </div>
    </div>
  );
}

export function ErrorCorrectionFields({ form }: { form: Form }) {
  const errors = form.watch('errors');
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
      <fieldset className="kr-field adm-fieldset">
        <legend>Errors</legend>
        {errors.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: errors are edited in place by position
          <div key={i} className="adm-option-row adm-wrap">
            <input
              className="kr-input adm-narrow"
              inputMode="numeric"
              aria-label={`Error ${i + 1} position`}
              placeholder="Position"
              {...form.register(`errors.${i}.position`)}
            />
            <select
              className="kr-select"
              aria-label={`Error ${i + 1} type`}
              {...form.register(`errors.${i}.type`)}
            >
              {GRAMMAR_ERROR_TYPES.map((t) => (
                <option key={t} value={t}>
                  {enumLabel(t)}
                </option>
              ))}
            </select>
            <input
              className="kr-input"
              lang="et"
              aria-label={`Error ${i + 1} correction`}
              placeholder="Correction"
              {...form.register(`errors.${i}.correction`)}
            />
            <Button
              variant="ghost"
              aria-label={`Remove error ${i + 1}`}
              onClick={() =>
                form.setValue(
                  'errors',
                  errors.filter((__, j) => j !== i),
                  { shouldDirty: true },
                )
              }
            >
              Remove
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() =>
            form.setValue('errors', [...errors, { position: '', type: 'other', correction: '' }], {
              shouldDirty: true,
            })
          }
        >
          + Add error
        </Button>
      </fieldset>
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

export function TypeFields({ form, type }: { form: Form; type: GrammarFormValues['type'] }) {
  switch (type) {
    case 'CASE_PRACTICE':
      return <CasePracticeFields form={form} />;
    case 'VERB_CONJUGATION':
      return <VerbConjugationFields form={form} />;
    case 'SENTENCE_CONSTRUCTION':
      return <SentenceConstructionFields form={form} />;
    case 'ERROR_CORRECTION':
      return <ErrorCorrectionFields form={form} />;
    case 'TRANSLATION':
      return <TranslationFields form={form} />;
  }
}
