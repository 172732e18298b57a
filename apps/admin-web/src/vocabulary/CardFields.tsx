import { CASES, VERB_FORMS, type VocabularyCardInput, WORD_TYPES } from '@keelerada/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, LevelField, SelectField, TextField } from '../components/Field.tsx';
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
      <TextField
        label="Estonian word"
        required
        lang="et"
        autoComplete="off"
        invalid={bad('word')}
        registration={register('word')}
      />
      <SelectField
        label="Word type"
        required
        empty="Select word type"
        options={WORD_TYPES}
        invalid={bad('wordType')}
        registration={register('wordType')}
      />
      <TextField
        label="Translation"
        required
        autoComplete="off"
        invalid={bad('translation')}
        registration={register('translation')}
      />
      <LevelField invalid={bad('level')} registration={register('level')} />
      <TextField
        label="Practice context"
        required
        lang="et"
        textarea="sm"
        invalid={bad('practiceContext')}
        hint="An Estonian sentence with ___ where the answer goes."
        registration={register('practiceContext')}
      />
      <TextField
        label="Context translation"
        required
        textarea="sm"
        invalid={bad('practiceContextTranslation')}
        registration={register('practiceContextTranslation')}
      />
      <TextField
        label="Form"
        required
        lang="et"
        autoComplete="off"
        invalid={bad('form')}
        hint="The word as it fills the gap."
        registration={register('form')}
      />
      <TextField
        label="Definition (optional)"
        invalid={bad('definition')}
        registration={register('definition')}
      />
      <SelectField
        label="Case (optional)"
        empty="None"
        options={CASES}
        invalid={bad('caseForm')}
        registration={register('caseForm')}
      />
      <SelectField
        label="Verb form (optional)"
        empty="None"
        options={VERB_FORMS}
        invalid={bad('verbForm')}
        registration={register('verbForm')}
      />
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
