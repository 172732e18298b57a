import { httpStatusOf } from '@keelerada/api-client';
import { GRAMMAR_SCREEN_MESSAGES, type GrammarType, grammarEditSchema } from '@keelerada/domain';
import { Button, Card, ErrorPanel, Spinner } from '@keelerada/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { adminApi } from '../../../../admin-api.ts';
import { ErrorAlert, SuccessAlert } from '../../../../components/Alerts.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { exerciseToForm, formToPayload, type GrammarFormValues } from '../../../../grammar/form.ts';
import { CommonFields, TypeFields } from '../../../../grammar/GrammarFields.tsx';
import { formToExercise, PreviewModal } from '../../../../grammar/PreviewModal.tsx';
import { payloadResolver } from '../../../../grammar/resolver.ts';
import { enumLabel } from '../../../../lib/enums.ts';
import { errorMessage } from '../../../../lib/errors.ts';
import { firstSchemaMessage } from '../../../../lib/form.ts';
import { SpellingWarnings } from '../../../../vocabulary/SpellingWarnings.tsx';

export const Route = createFileRoute('/_admin/grammar-exercises/edit/$exerciseId')({
  component: EditGrammarExercise,
});

function NotFound() {
  return (
    <div className="kr-panel kr-error" role="alert">
      <h1>{GRAMMAR_SCREEN_MESSAGES.notFound}</h1>
      <Link to="/grammar-exercises" className="kr-btn kr-btn-secondary">
        Back to Grammar Exercises
      </Link>
    </div>
  );
}

function EditGrammarExercise() {
  const { exerciseId } = Route.useParams();
  const id = Number(exerciseId);
  const valid = Number.isInteger(id) && id > 0;
  const exercise = useQuery({ ...adminApi.grammar.get.queryOptions({ id }), enabled: valid });
  if (!valid || (exercise.isError && [400, 404].includes(httpStatusOf(exercise.error) ?? 0)))
    return <NotFound />;
  if (exercise.isError)
    return (
      <ErrorPanel
        title="Error"
        message={errorMessage(exercise.error, 'Failed to fetch exercise')}
        onRetry={() => exercise.refetch()}
        retryLabel="Retry"
      >
        <Link to="/grammar-exercises" className="kr-btn kr-btn-secondary">
          Back to Grammar Exercises
        </Link>
      </ErrorPanel>
    );
  if (exercise.isPending) return <Spinner label="Loading exercise..." />;
  return <EditForm key={exercise.data.exercise.id} exercise={exercise.data.exercise} />;
}

type Loaded = Parameters<typeof exerciseToForm>[0] & { id: number; type: GrammarType };

function EditForm({ exercise }: { exercise: Loaded }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const type = exercise.type;
  const schema = useMemo(() => grammarEditSchema(type), [type]);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [preview, setPreview] = useState<ReturnType<typeof formToExercise> | null>(null);
  const form = useForm<GrammarFormValues, unknown, unknown>({
    resolver: payloadResolver(schema),
    defaultValues: exerciseToForm(exercise),
    reValidateMode: 'onSubmit',
  });
  const update = useMutation(
    adminApi.grammar.update.mutationOptions({
      onSuccess: (r) => {
        setSuccess('Exercise updated successfully!');
        setWarnings([...new Set(r.warnings.map((w) => w.word))]);
        form.reset(exerciseToForm(r.exercise));
        queryClient.setQueryData(adminApi.grammar.get.queryKey({ id: exercise.id }), {
          exercise: r.exercise,
        });
        void queryClient.invalidateQueries({ queryKey: adminApi.grammar.list.pathKey() });
      },
      onError: (e) => setError(errorMessage(e, 'Failed to update exercise')),
    }),
  );
  const onSubmit = form.handleSubmit(
    () => {
      setError(null);
      setSuccess(null);
      const { type: _locked, ...payload } = formToPayload(form.getValues());
      update.mutate({ id: exercise.id, ...(payload as Omit<Parameters<typeof update.mutate>[0], 'id'>) });
    },
    () => {
      setSuccess(null);
      setError(
        firstSchemaMessage(schema, formToPayload(form.getValues())) ?? GRAMMAR_SCREEN_MESSAGES.notLoaded,
      );
    },
  );
  const back = () => navigate({ to: '/grammar-exercises' });

  return (
    <div className="kr-stack adm-form">
      <PageHeader
        title="Edit Grammar Exercise"
        subtitle={`#${exercise.id}`}
        actions={
          <Link to="/grammar-exercises" className="kr-btn kr-btn-secondary">
            ← Back to Grammar Exercises
          </Link>
        }
      />
      <form
        onSubmit={onSubmit}
        noValidate
        className="kr-stack"
        aria-label="Edit grammar exercise"
        onChange={() => {
          setError(null);
          setSuccess(null);
        }}
      >
        <ErrorAlert testId="form-error">{error}</ErrorAlert>
        <SuccessAlert testId="form-success">{success}</SuccessAlert>
        {success && <SpellingWarnings words={warnings} />}
        <Card title="Exercise">
          <p>
            <strong>Type:</strong> <span className="kr-badge">{enumLabel(type)}</span>{' '}
            <span className="kr-hint">(locked — {GRAMMAR_SCREEN_MESSAGES.typeLocked.toLowerCase()})</span>
          </p>
          <CommonFields form={form} />
        </Card>
        <Card title={enumLabel(type)}>
          <TypeFields form={form} type={type} />
        </Card>
        <div className="adm-form-actions">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Updating...' : 'Update Exercise'}
          </Button>
          <Button variant="secondary" onClick={() => setPreview(formToExercise(form.getValues()))}>
            Preview & Test
          </Button>
          <Button variant="ghost" onClick={back}>
            Cancel
          </Button>
        </div>
      </form>
      <PreviewModal exercise={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
