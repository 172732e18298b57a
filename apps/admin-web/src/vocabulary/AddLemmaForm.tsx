import { zodResolver } from '@hookform/resolvers/zod';
import { adminLexiconCreateInput, INFLECTING_WORD_TYPES } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminApi } from '../admin-api.ts';
import { ErrorAlert, SuccessAlert } from '../components/Alerts.tsx';
import { LevelField, SelectField, TextField } from '../components/Field.tsx';
import { errorMessage } from '../lib/errors.ts';
import { fieldBinder, firstSchemaMessage } from '../lib/form.ts';
import { LemmaFormsView } from './LemmaFormsView.tsx';
import { lemmaForms } from './lemma-forms.ts';

type LemmaFormValues = z.input<typeof adminLexiconCreateInput>;
const EMPTY: LemmaFormValues = {
  lemma: '',
  wordType: '' as LemmaFormValues['wordType'],
  translation: '',
  level: '' as LemmaFormValues['level'],
  principalForms: '',
};

/**
 * Adds a word the lexicon does not have (a card written by hand uses it), so the card's form can be checked and
 * learners can open its table. `onAdded` gets the new lemma (the page then shows it).
 */
export function AddLemmaForm({ onAdded }: { onAdded: (lemma: string) => void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm<LemmaFormValues, unknown, z.output<typeof adminLexiconCreateInput>>({
    resolver: zodResolver(adminLexiconCreateInput),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const field = fieldBinder(form.register, form.formState.errors);
  // the forms what is typed generates, as it is typed
  const [lemma, wordType, principalForms] = form.watch(['lemma', 'wordType', 'principalForms']);
  const preview = lemmaForms({
    lemma: lemma ?? '',
    wordType: wordType ?? '',
    principalForms: principalForms ?? '',
  });
  const create = useMutation(
    adminApi.lexicon.create.mutationOptions({
      onSuccess: (lemma) => {
        form.reset(EMPTY);
        setSuccess(`✓ ${lemma.lemma} (${lemma.translation}) is in the lexicon.`);
        void queryClient.invalidateQueries({ queryKey: adminApi.lexicon.pathKey() });
        onAdded(lemma.lemma);
      },
      onError: (e) => setError(errorMessage(e, 'Failed to add the word')),
    }),
  );
  const onSubmit = form.handleSubmit(
    (values) => {
      setError(null);
      setSuccess(null);
      create.mutate(values);
    },
    () => {
      setSuccess(null);
      setError(firstSchemaMessage(adminLexiconCreateInput, form.getValues()));
    },
  );
  return (
    <form
      className="kr-card kr-stack"
      aria-label="Add a word"
      noValidate
      onSubmit={onSubmit}
      onChange={() => {
        setError(null);
        setSuccess(null);
        form.clearErrors();
      }}
    >
      <h2>Add a word</h2>
      <ErrorAlert testId="lemma-form-error">{error}</ErrorAlert>
      <SuccessAlert testId="lemma-form-success">{success}</SuccessAlert>
      <div className="adm-form-grid">
        <TextField label="Lemma" required lang="et" autoComplete="off" {...field('lemma')} />
        <SelectField
          label="Word type"
          required
          empty="Select word type"
          options={INFLECTING_WORD_TYPES}
          {...field('wordType')}
        />
        <TextField label="Translation" required autoComplete="off" {...field('translation')} />
        <LevelField {...field('level')} />
      </div>
      <TextField
        label="Principal forms"
        required
        lang="et"
        autoComplete="off"
        hint="As above, e.g. kohvik;kohviku;kohvikut;kohvikute;kohvikuid;"
        {...field('principalForms')}
      />
      {preview.kind !== 'empty' && (
        <section aria-label="Generated forms">
          <h3 className="adm-lemma-forms-title">Generated forms</h3>
          <LemmaFormsView forms={preview} testId="lemma-form-preview" />
        </section>
      )}
      <div className="adm-form-actions">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add word'}
        </Button>
      </div>
    </form>
  );
}
