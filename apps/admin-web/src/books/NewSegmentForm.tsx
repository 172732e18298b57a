import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateSegmentInput, createSegmentInput } from '@keelerada/domain';
import { Button, Card } from '@keelerada/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { trpc } from '../api.ts';
import { ErrorAlert } from '../components/Alerts.tsx';
import { TextField } from '../components/Field.tsx';
import { audioUrlOrNull } from '../lib/changes.ts';
import { errorMessage } from '../lib/errors.ts';
import { fieldBinder, firstSchemaMessage } from '../lib/form.ts';
import { AUDIO_URL_PLACEHOLDER, AudioPreview } from './AudioPreview.tsx';
import { SegmentTextFields } from './SegmentTextFields.tsx';
import { SegmentTypeField } from './SegmentTypeField.tsx';

type FormValues = z.input<typeof createSegmentInput>;

/**
 * "Add New Segment" (§2): type, both contents and an optional audio URL; appended after the last segment. Tells the
 * screen while something is typed (leaving then asks first) and hands it the created segment (its place is shown).
 */
export function NewSegmentForm({
  textId,
  onCancel,
  onCreated,
  onUnsavedChange,
}: {
  textId: number;
  onCancel: () => void;
  onCreated: (segment: { id: number; segmentOrder: number }) => void;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const [banner, setBanner] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, CreateSegmentInput>({
    resolver: zodResolver(createSegmentInput),
    defaultValues: { textId, segmentType: 'content', estonianContent: '', englishContent: '', audioUrl: '' },
  });
  const { register, handleSubmit, formState, control } = form;
  const field = fieldBinder(register, formState.errors);
  const audioUrl = useWatch({ control, name: 'audioUrl' });
  const create = useMutation(
    trpc.books.admin.createSegment.mutationOptions({
      onSuccess: (segment) => onCreated(segment),
      onError: (e) => setBanner(errorMessage(e, 'Failed to create segment')),
    }),
  );
  const unsaved = formState.isDirty && !create.isPending && !create.isSuccess;
  useEffect(() => onUnsavedChange(unsaved), [onUnsavedChange, unsaved]);
  useEffect(() => () => onUnsavedChange(false), [onUnsavedChange]);
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
        <SegmentTypeField label="Segment type" registration={register('segmentType')} />
        <SegmentTextFields
          estonianLabel="Estonian content"
          englishLabel="English content"
          autoFocus
          field={field}
        />
        <TextField
          label="Audio URL (optional)"
          type="url"
          placeholder={AUDIO_URL_PLACEHOLDER}
          {...field('audioUrl')}
        />
        <AudioPreview url={audioUrl ?? ''} check />
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
