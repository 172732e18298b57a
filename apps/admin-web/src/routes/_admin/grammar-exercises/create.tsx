import { httpStatusOf } from '@keelerada/api-client';
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
import { adminApi } from '../../../admin-api.ts';
import { DuplicateWarning } from '../../../components/DuplicateWarning.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { emptyGrammarForm } from '../../../grammar/form.ts';
import { GrammarExerciseForm, useGrammarExerciseForm } from '../../../grammar/GrammarExerciseForm.tsx';
import { TypeFields } from '../../../grammar/GrammarFields.tsx';
import { enumLabel } from '../../../lib/enums.ts';
import { errorMessage } from '../../../lib/errors.ts';

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
  type Payload = Parameters<typeof create.mutate>[0];
  /** A 409 on create: the same sentence and answer exist; the admin may create it anyway (issue #20). */
  const [duplicate, setDuplicate] = useState<{ message: string; payload: Payload } | null>(null);
  const create = useMutation(
    adminApi.grammar.create.mutationOptions({
      onSuccess: (r) => {
        setDuplicate(null);
        g.created('Grammar exercise created successfully!', r);
        void queryClient.invalidateQueries({ queryKey: adminApi.grammar.pathKey() });
        void queryClient.invalidateQueries({ queryKey: adminApi.history.pathKey() });
      },
      onError: (e, payload) => {
        if (httpStatusOf(e) === 409 && !payload.allowDuplicate)
          setDuplicate({ message: errorMessage(e, 'This exercise already exists.'), payload });
        else g.failed(e, 'Failed to create grammar exercise');
      },
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
      onSubmit={g.submit((payload) => {
        setDuplicate(null);
        create.mutate(payload as Payload);
      })}
      notice={
        duplicate && (
          <DuplicateWarning
            message={duplicate.message}
            busy={create.isPending}
            onCreateAnyway={() => create.mutate({ ...duplicate.payload, allowDuplicate: true })}
            onCancel={() => setDuplicate(null)}
          />
        )
      }
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
