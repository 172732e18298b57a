import { zodResolver } from '@hookform/resolvers/zod';
import { type VocabularyCardValues, vocabularyCardInput } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { adminApi } from '../../../admin-api.ts';
import { ErrorAlert, SuccessAlert } from '../../../components/Alerts.tsx';
import { FormCheck } from '../../../components/FormCheck.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { UnsavedChangesGuard } from '../../../components/UnsavedChangesGuard.tsx';
import { createdCardSearch, EDIT_CREATED_CARD_LABEL } from '../../../lib/created-item.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { firstSchemaMessage } from '../../../lib/form.ts';
import { listSearch } from '../../../lib/list-return.ts';
import { CardFields, type CardFormValues, EMPTY_CARD } from '../../../vocabulary/CardFields.tsx';
import { CardPreview } from '../../../vocabulary/CardPreview.tsx';
import { cardsChanged } from '../../../vocabulary/cards-changed.ts';
import { SpellingWarnings } from '../../../vocabulary/SpellingWarnings.tsx';

export const SUCCESS_MESSAGE = '✓ Vocabulary card created successfully!';

export const Route = createFileRoute('/_admin/vocabulary-cards/create')({
  component: CreateVocabularyCard,
});

function CreateVocabularyCard() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [formCheck, setFormCheck] = useState<string | null>(null);
  /** The card just created: the success message links to where it can be edited (its form check comes after save). */
  const [created, setCreated] = useState<{ id: number } | null>(null);
  const form = useForm<CardFormValues, unknown, VocabularyCardValues>({
    resolver: zodResolver(vocabularyCardInput),
    defaultValues: EMPTY_CARD,
    reValidateMode: 'onSubmit',
  });
  const { register, handleSubmit, control, formState, reset, clearErrors } = form;
  const values = useWatch({ control });

  const create = useMutation(
    adminApi.vocabulary.create.mutationOptions({
      onSuccess: (result) => {
        reset(EMPTY_CARD);
        setSuccess(SUCCESS_MESSAGE);
        setWarnings([...new Set(result.warnings.map((w) => w.word))]);
        setFormCheck(result.formCheck);
        setCreated(result.vocabularyCard);
        void cardsChanged(queryClient);
      },
      onError: (e) => setError(errorMessage(e, 'Failed to create vocabulary card')),
    }),
  );

  const onSubmit = handleSubmit(
    (card) => {
      setError(null);
      setSuccess(null);
      setWarnings([]);
      create.mutate(card);
    },
    () => {
      setSuccess(null);
      setError(firstSchemaMessage(vocabularyCardInput, form.getValues()));
    },
  );

  return (
    <div className="kr-stack">
      {/* a typed card that was not created: leaving asks first (Reset and a created card clear the form) */}
      <UnsavedChangesGuard dirty={formState.isDirty && !create.isPending} />
      <PageHeader
        title="Create Vocabulary Card"
        subtitle="New cards start as UNREVIEWED."
        actions={
          <>
            <Link
              to="/vocabulary-cards"
              search={listSearch('/vocabulary-cards')}
              className="kr-btn kr-btn-secondary"
            >
              Back to Vocabulary Cards
            </Link>
            <Link to="/vocabulary-cards/import" className="kr-btn kr-btn-secondary">
              Import CSV
            </Link>
          </>
        }
      />
      <div className="adm-split">
        <form
          onSubmit={onSubmit}
          noValidate
          className="kr-card"
          aria-label="New vocabulary card"
          onChange={() => {
            // editing any field clears earlier error and success messages (§4 Forms)
            setError(null);
            setSuccess(null);
            clearErrors();
          }}
        >
          <ErrorAlert testId="form-error">{error}</ErrorAlert>
          <SuccessAlert testId="form-success">{success}</SuccessAlert>
          {success && created && (
            <p data-testid="created-link">
              <Link to="/vocabulary-cards" search={createdCardSearch(created)}>
                {EDIT_CREATED_CARD_LABEL}
              </Link>
            </p>
          )}
          {success && <SpellingWarnings words={warnings} />}
          {success && <FormCheck message={formCheck} />}
          <div className="adm-form-grid">
            <CardFields register={register} errors={formState.errors} />
          </div>
          <div className="adm-form-actions">
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Card'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                reset(EMPTY_CARD);
                setError(null);
                setSuccess(null);
              }}
            >
              Reset
            </Button>
          </div>
        </form>
        <CardPreview card={values} />
      </div>
    </div>
  );
}
