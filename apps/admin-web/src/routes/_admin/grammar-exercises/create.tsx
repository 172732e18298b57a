import {
  GRAMMAR_SUBMITTABLE_TYPES,
  GRAMMAR_TYPES,
  type GrammarType,
  grammarExerciseCreateInput,
} from '@keelerada/domain';
import { Button, Card } from '@keelerada/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { adminApi } from '../../../admin-api.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { emptyGrammarForm } from '../../../grammar/form.ts';
import { GrammarExerciseForm, useGrammarExerciseForm } from '../../../grammar/GrammarExerciseForm.tsx';
import { TypeFields } from '../../../grammar/GrammarFields.tsx';
import { enumLabel } from '../../../lib/enums.ts';

export const Route = createFileRoute('/_admin/grammar-exercises/create')({
  component: CreateGrammarExercise,
});

const submittable = (t: GrammarType) => (GRAMMAR_SUBMITTABLE_TYPES as readonly string[]).includes(t);

function CreateGrammarExercise() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const typeId = useId();
  const g = useGrammarExerciseForm(grammarExerciseCreateInput, emptyGrammarForm());
  const type = g.form.watch('type');
  const create = useMutation(
    adminApi.grammar.create.mutationOptions({
      onSuccess: (r) => {
        g.form.reset(emptyGrammarForm(type));
        g.saved('Grammar exercise created successfully!', r);
        void queryClient.invalidateQueries({ queryKey: adminApi.grammar.pathKey() });
      },
      onError: (e) => g.failed(e, 'Failed to create grammar exercise'),
    }),
  );

  return (
    <GrammarExerciseForm
      state={g}
      header={
        <PageHeader
          title="Create Grammar Exercise"
          actions={
            <Button variant="secondary" onClick={() => router.history.back()}>
              ← Back
            </Button>
          }
        />
      }
      label="New grammar exercise"
      onSubmit={g.submit((payload) => create.mutate(payload as Parameters<typeof create.mutate>[0]))}
      typeField={
        <div className="kr-field">
          <label htmlFor={typeId}>Exercise type</label>
          <select id={typeId} className="kr-select" {...g.form.register('type')}>
            {GRAMMAR_TYPES.map((t) => (
              <option key={t} value={t}>
                {enumLabel(t)}
                {submittable(t) ? '' : ' (coming soon)'}
              </option>
            ))}
          </select>
        </div>
      }
      submitLabel="Create Exercise"
      busyLabel="Creating..."
      busy={create.isPending}
      canSubmit={submittable(type)}
      onCancel={() => router.history.back()}
    >
      {submittable(type) ? (
        <Card title={enumLabel(type)}>
          <TypeFields form={g.form} type={type} />
        </Card>
      ) : (
        <div className="adm-notice" role="status" data-testid="coming-soon">
          <strong>{enumLabel(type)} exercises are coming soon.</strong> Creating this type from the form is
          not available yet; choose Case Practice or Verb Conjugation.
        </div>
      )}
    </GrammarExerciseForm>
  );
}
