import { httpStatusOf } from '@keelerada/api-client';
import { GRAMMAR_SCREEN_MESSAGES, type GrammarType, grammarEditSchema } from '@keelerada/domain';
import { Card, ErrorPanel, Spinner } from '@keelerada/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { adminApi } from '../../../../admin-api.ts';
import { ItemHistory } from '../../../../components/ItemHistory.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { exerciseToForm } from '../../../../grammar/form.ts';
import { GrammarExerciseForm, useGrammarExerciseForm } from '../../../../grammar/GrammarExerciseForm.tsx';
import { TypeFields } from '../../../../grammar/GrammarFields.tsx';
import { enumLabel } from '../../../../lib/enums.ts';
import { errorMessage } from '../../../../lib/errors.ts';
import { listSearch } from '../../../../lib/list-return.ts';
import { DeletedItemNotice } from '../../../../trash/DeletedItemNotice.tsx';

export const Route = createFileRoute('/_admin/grammar-exercises/edit/$exerciseId')({
  component: EditGrammarExercise,
});

function NotFound({ id }: { id: number }) {
  return (
    <div className="kr-panel kr-error" role="alert">
      <h1>{GRAMMAR_SCREEN_MESSAGES.notFound}</h1>
      <DeletedItemNotice kind="grammar_exercise" itemId={id} />
      <Link
        to="/grammar-exercises"
        search={listSearch('/grammar-exercises')}
        className="kr-btn kr-btn-secondary"
      >
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
    return <NotFound id={id} />;
  if (exercise.isError)
    return (
      <ErrorPanel
        title="Error"
        message={errorMessage(exercise.error, 'Failed to fetch exercise')}
        onRetry={() => exercise.refetch()}
        retryLabel="Retry"
      >
        <Link
          to="/grammar-exercises"
          search={listSearch('/grammar-exercises')}
          className="kr-btn kr-btn-secondary"
        >
          Back to Grammar Exercises
        </Link>
      </ErrorPanel>
    );
  if (exercise.isPending) return <Spinner label="Loading exercise..." />;
  return <EditForm key={exercise.data.exercise.id} exercise={exercise.data.exercise} />;
}

type Loaded = Parameters<typeof exerciseToForm>[0] & { id: number; type: GrammarType; updated_at: string };

function EditForm({ exercise }: { exercise: Loaded }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const type = exercise.type;
  const schema = useMemo(() => grammarEditSchema(type), [type]);
  const g = useGrammarExerciseForm(schema, exerciseToForm(exercise), GRAMMAR_SCREEN_MESSAGES.notLoaded);
  // the version the form holds: a save by someone else since is a 409 (shown, the typed values kept)
  const [expectedUpdatedAt, setExpectedUpdatedAt] = useState(exercise.updated_at);
  const update = useMutation(
    adminApi.grammar.update.mutationOptions({
      onSuccess: (r) => {
        setExpectedUpdatedAt(r.exercise.updated_at);
        g.saved('Exercise updated successfully!', r);
        g.form.reset(exerciseToForm(r.exercise));
        queryClient.setQueryData(adminApi.grammar.get.queryKey({ id: exercise.id }), {
          exercise: r.exercise,
        });
        void queryClient.invalidateQueries({ queryKey: adminApi.grammar.list.pathKey() });
        void queryClient.invalidateQueries({ queryKey: adminApi.history.pathKey() });
      },
      onError: (e) => g.failed(e, 'Failed to update exercise'),
    }),
  );

  return (
    <GrammarExerciseForm
      state={g}
      header={
        <>
          <PageHeader
            title="Edit Grammar Exercise"
            subtitle={`#${exercise.id}`}
            actions={
              <Link
                to="/grammar-exercises"
                search={listSearch('/grammar-exercises')}
                className="kr-btn kr-btn-secondary"
              >
                ← Back to Grammar Exercises
              </Link>
            }
          />
          <ItemHistory kind="grammar_exercise" itemId={exercise.id} heading="h2" />
        </>
      }
      label="Edit grammar exercise"
      onSubmit={g.submit(({ type: _locked, ...payload }) =>
        update.mutate({
          id: exercise.id,
          ...(payload as Omit<Parameters<typeof update.mutate>[0], 'id'>),
          expectedUpdatedAt,
        }),
      )}
      typeField={
        <p>
          <strong>Type:</strong> <span className="kr-badge">{enumLabel(type)}</span>{' '}
          <span className="kr-hint">(locked — {GRAMMAR_SCREEN_MESSAGES.typeLocked.toLowerCase()})</span>
        </p>
      }
      submitLabel="Update Exercise"
      busyLabel="Updating..."
      busy={update.isPending}
      onCancel={() => navigate({ to: '/grammar-exercises', search: listSearch('/grammar-exercises') })}
    >
      <Card title={enumLabel(type)}>
        <TypeFields form={g.form} type={type} />
      </Card>
    </GrammarExerciseForm>
  );
}
