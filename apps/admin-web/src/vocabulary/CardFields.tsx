import { CASES, CONTENT_LEVELS, VERB_FORMS, type VocabularyCardInput, WORD_TYPES } from '@keelerada/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../components/Field.tsx';
import { enumLabel, levelLabel } from '../lib/enums.ts';
import { hasError } from '../lib/form.ts';

/** The values of a card form (create and inline edit): the domain's create payload, as typed. */
export type CardFormValues = VocabularyCardInput;

/** The fields in the order of the §5 messages. */
export const EMPTY_CARD: CardFormValues = {
  word: '',
  wordType: '',
  translation: '',
  level: '',
  practiceContext: '',
  practiceContextTranslation: '',
  form: '',
  definition: '',
  caseForm: '',
  verbForm: '',
  frequencyRank: '',
};

export function CardFields({
  register,
  errors,
  withFrequency = true,
}: {
  register: UseFormRegister<CardFormValues>;
  errors: FieldErrors<CardFormValues>;
  withFrequency?: boolean;
}) {
  const bad = (name: keyof CardFormValues) => hasError(errors, name);
  return (
    <>
      <Field label="Estonian word" required invalid={bad('word')}>
        {(p) => <input {...p} lang="et" className="kr-input" autoComplete="off" {...register('word')} />}
      </Field>
      <Field label="Word type" required invalid={bad('wordType')}>
        {(p) => (
          <select {...p} className="kr-select" {...register('wordType')}>
            <option value="">Select word type</option>
            {WORD_TYPES.map((t) => (
              <option key={t} value={t}>
                {enumLabel(t)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Translation" required invalid={bad('translation')}>
        {(p) => <input {...p} className="kr-input" autoComplete="off" {...register('translation')} />}
      </Field>
      <Field label="Level" required invalid={bad('level')}>
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
      <Field
        label="Practice context"
        required
        invalid={bad('practiceContext')}
        hint="An Estonian sentence with ___ where the answer goes."
      >
        {(p) => (
          <textarea
            {...p}
            lang="et"
            className="kr-textarea adm-textarea-sm"
            {...register('practiceContext')}
          />
        )}
      </Field>
      <Field label="Context translation" required invalid={bad('practiceContextTranslation')}>
        {(p) => (
          <textarea
            {...p}
            className="kr-textarea adm-textarea-sm"
            {...register('practiceContextTranslation')}
          />
        )}
      </Field>
      <Field label="Form" required invalid={bad('form')} hint="The word as it fills the gap.">
        {(p) => <input {...p} lang="et" className="kr-input" autoComplete="off" {...register('form')} />}
      </Field>
      <Field label="Definition (optional)" invalid={bad('definition')}>
        {(p) => <input {...p} className="kr-input" {...register('definition')} />}
      </Field>
      <Field label="Case (optional)" invalid={bad('caseForm')}>
        {(p) => (
          <select {...p} className="kr-select" {...register('caseForm')}>
            <option value="">None</option>
            {CASES.map((c) => (
              <option key={c} value={c}>
                {enumLabel(c)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Verb form (optional)" invalid={bad('verbForm')}>
        {(p) => (
          <select {...p} className="kr-select" {...register('verbForm')}>
            <option value="">None</option>
            {VERB_FORMS.map((v) => (
              <option key={v} value={v}>
                {enumLabel(v)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {withFrequency && (
        <Field label="Frequency rank (optional)" invalid={bad('frequencyRank')}>
          {(p) => (
            <input
              {...p}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              className="kr-input"
              {...register('frequencyRank')}
            />
          )}
        </Field>
      )}
    </>
  );
}
