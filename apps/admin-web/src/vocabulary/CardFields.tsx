import { CASES, NUMBERS, VERB_FORMS, type VocabularyCardInput, WORD_TYPES } from '@keelerada/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { LevelField, NumberField, SelectField, TextField } from '../components/Field.tsx';
import { fieldBinder } from '../lib/form.ts';

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
  number: '',
  verbForm: '',
  frequencyRank: '',
  alternatives: '',
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
  const field = fieldBinder(register, errors);
  return (
    <>
      <TextField label="Estonian word" required lang="et" autoComplete="off" {...field('word')} />
      <SelectField
        label="Word type"
        required
        empty="Select word type"
        options={WORD_TYPES}
        {...field('wordType')}
      />
      <TextField label="Translation" required autoComplete="off" {...field('translation')} />
      <LevelField {...field('level')} />
      <TextField
        label="Practice context"
        required
        lang="et"
        textarea="sm"
        hint="An Estonian sentence with ___ where the answer goes."
        {...field('practiceContext')}
      />
      <TextField
        label="Context translation"
        required
        textarea="sm"
        {...field('practiceContextTranslation')}
      />
      <TextField
        label="Form"
        required
        lang="et"
        autoComplete="off"
        hint="The word as it fills the gap."
        {...field('form')}
      />
      <TextField
        label="Also accepted (optional)"
        lang="et"
        textarea="sm"
        hint="Other words or forms that fit the gap just as well (tige: kuri), one per line or separated by | or commas (an answer never holds a comma). The learner's answer is right when it is one of them."
        {...field('alternatives')}
      />
      <TextField label="Definition (optional)" {...field('definition')} />
      <SelectField label="Case (optional)" empty="None" options={CASES} {...field('caseForm')} />
      <SelectField
        label="Number (optional)"
        empty="Not stated (singular)"
        options={NUMBERS}
        hint="Plural when the form is plural (lapsed, lastele)."
        {...field('number')}
      />
      <SelectField label="Verb form (optional)" empty="None" options={VERB_FORMS} {...field('verbForm')} />
      {withFrequency && (
        <NumberField
          label="Frequency rank (optional)"
          min={1}
          step={1}
          inputMode="numeric"
          {...field('frequencyRank')}
        />
      )}
    </>
  );
}
