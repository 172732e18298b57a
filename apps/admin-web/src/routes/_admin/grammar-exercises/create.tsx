import {
  GRAMMAR_SUBMITTABLE_TYPES,
  GRAMMAR_TYPES,
  type GrammarType,
  grammarExerciseCreateInput,
} from '@keelerada/domain';
import { Button, Card } from '@keelerada/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminApi } from '../../../admin-api.ts';
import { ErrorAlert, SuccessAlert } from '../../../components/Alerts.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { emptyGrammarForm, formToPayload, type GrammarFormValues } from '../../../grammar/form.ts';
import { CommonFields, TypeFields } from '../../../grammar/GrammarFields.tsx';
import { formToExercise, PreviewModal } from '../../../grammar/PreviewModal.tsx';
import { payloadResolver } from '../../../grammar/resolver.ts';
import { enumLabel } from '../../../lib/enums.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { firstSchemaMessage } from '../../../lib/form.ts';
import { SpellingWarnings } from '../../../vocabulary/SpellingWarnings.tsx';

export const Route = createFileRoute('/_admin/grammar-exercises/create')({
  component: CreateGrammarExercise,
});

const submittable = (t: GrammarType) => (GRAMMAR_SUBMITTABLE_TYPES as readonly string[]).includes(t);

function CreateGrammarExercise() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const typeId = useId();
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [preview, setPreview] = useState<ReturnType<typeof formToExercise> | null>(null);
  const form = useForm<GrammarFormValues, unknown, unknown>({
    resolver: payloadResolver(grammarExerciseCreateInput),
    defaultValues: emptyGrammarForm(),
    reValidateMode: 'onSubmit',
  });
  const type = form.watch('type');
  const create = useMutation(
    adminApi.grammar.create.mutationOptions({
      onSuccess: (r) => {
        form.reset(emptyGrammarForm(type));
        setSuccess('Grammar exercise created successfully!');
        setWarnings([...new Set(r.warnings.map((w) => w.word))]);
        void queryClient.invalidateQueries({ queryKey: adminApi.grammar.pathKey() });
      },
      onError: (e) => setError(errorMessage(e, 'Failed to create grammar exercise')),
    }),
  );
  const onSubmit = form.handleSubmit(
    () => {
      setError(null);
      setSuccess(null);
      const payload = formToPayload(form.getValues());
      create.mutate(payload as Parameters<typeof create.mutate>[0]);
    },
    () => {
      setSuccess(null);
      setError(firstSchemaMessage(grammarExerciseCreateInput, formToPayload(form.getValues())));
    },
  );

  return (
    <div className="kr-stack adm-form">
      <PageHeader
        title="Create Grammar Exercise"
        actions={
          <Button variant="secondary" onClick={() => router.history.back()}>
            ← Back
          </Button>
        }
      />
      <form
        onSubmit={onSubmit}
        noValidate
        className="kr-stack"
        aria-label="New grammar exercise"
        onChange={() => {
          setError(null);
          setSuccess(null);
        }}
      >
        <ErrorAlert testId="form-error">{error}</ErrorAlert>
        <SuccessAlert testId="form-success">{success}</SuccessAlert>
        {success && <SpellingWarnings words={warnings} />}
        <Card title="Exercise">
          <div className="kr-field">
            <label htmlFor={typeId}>Exercise type</label>
            <select id={typeId} className="kr-select" {...form.register('type')}>
              {GRAMMAR_TYPES.map((t) => (
                <option key={t} value={t}>
                  {enumLabel(t)}
                  {submittable(t) ? '' : ' (coming soon)'}
                </option>
              ))}
            </select>
          </div>
          <CommonFields form={form} />
        </Card>
        {submittable(type) ? (
          <Card title={enumLabel(type)}>
            <TypeFields form={form} type={type} />
          </Card>
        ) : (
          <div className="adm-notice" role="status" data-testid="coming-soon">
            <strong>{enumLabel(type)} exercises are coming soon.</strong> Creating this type from the form is
            not available yet; choose Case Practice or Verb Conjugation.
          </div>
        )}
        <div className="adm-form-actions">
          <Button type="submit" disabled={!submittable(type) || create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Exercise'}
          </Button>
          <Button
            variant="secondary"
            disabled={!submittable(type)}
            onClick={() => setPreview(formToExercise(form.getValues()))}
          >
            Preview & Test
          </Button>
          <Button variant="ghost" onClick={() => router.history.back()}>
            Cancel
          </Button>
        </div>
      </form>
      <PreviewModal exercise={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
