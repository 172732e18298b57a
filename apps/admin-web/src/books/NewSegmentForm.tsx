import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateSegmentInput, createSegmentInput, SEGMENT_TYPES } from '@keelerada/domain';
import { Button, Card } from '@keelerada/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { trpc } from '../api.ts';
import { ErrorAlert } from '../components/Alerts.tsx';
import { Field } from '../components/Field.tsx';
import { audioUrlOrNull } from '../lib/changes.ts';
import { errorMessage } from '../lib/errors.ts';
import { firstSchemaMessage, hasError } from '../lib/form.ts';
import { SEGMENT_TYPE_LABELS } from './messages.ts';

type FormValues = z.input<typeof createSegmentInput>;

/** "Add New Segment" (§2): type, both contents and an optional audio URL; appended after the last segment. */
export function NewSegmentForm({
  textId,
  onCancel,
  onCreated,
}: {
  textId: number;
  onCancel: () => void;
  onCreated: () => void;
}) {
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, CreateSegmentInput>({
    resolver: zodResolver(createSegmentInput),
    defaultValues: { textId, segmentType: 'content', estonianContent: '', englishContent: '', audioUrl: '' },
  });
  const { register, handleSubmit, formState } = form;
  const create = useMutation(
    trpc.books.admin.createSegment.mutationOptions({
      onSuccess: () => onCreated(),
      onError: (e) => setBanner(errorMessage(e, 'Failed to create segment')),
    }),
  );
  const onSubmit = handleSubmit(
    (v) => {
      setBanner(null);
      create.mutate({ ...v, audioUrl: audioUrlOrNull(v.audioUrl) });
    },
    () => setBanner(firstSchemaMessage(createSegmentInput, form.getValues())),
  );
  return (
    <Card title="Add New Segment">
      <form onSubmit={onSubmit} noValidate>
        <ErrorAlert testId="new-segment-error">{banner}</ErrorAlert>
        <Field label="Segment type">
          {(p) => (
            <select {...p} className="kr-select" {...register('segmentType')}>
              {SEGMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {SEGMENT_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="adm-two-col">
          <Field label="Estonian content" invalid={hasError(formState.errors, 'estonianContent')}>
            {(p) => (
              <textarea {...p} lang="et" className="kr-textarea" autoFocus {...register('estonianContent')} />
            )}
          </Field>
          <Field label="English content" invalid={hasError(formState.errors, 'englishContent')}>
            {(p) => <textarea {...p} className="kr-textarea" {...register('englishContent')} />}
          </Field>
        </div>
        <Field label="Audio URL (optional)" invalid={hasError(formState.errors, 'audioUrl')}>
          {(p) => <input {...p} type="url" className="kr-input" {...register('audioUrl')} />}
        </Field>
        <div className="adm-form-actions">
          <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Segment'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
