import { zodResolver } from '@hookform/resolvers/zod';
import { type UpdateSegmentInput, updateSegmentInput } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { trpc } from '../api.ts';
import { ErrorAlert } from '../components/Alerts.tsx';
import { TextField } from '../components/Field.tsx';
import { audioUrlOrNull, segmentChanged } from '../lib/changes.ts';
import { errorMessage } from '../lib/errors.ts';
import { fieldBinder, firstSchemaMessage } from '../lib/form.ts';
import { SegmentTextFields } from './SegmentTextFields.tsx';
import { SegmentTypeField } from './SegmentTypeField.tsx';

export interface AdminSegment {
  id: number;
  segmentOrder: number;
  segmentType: 'content' | 'chapter_header';
  estonianContent: string;
  englishContent: string;
  audioUrl: string | null;
  updatedAt: string;
}

type FormValues = z.input<typeof updateSegmentInput>;

/** Move and delete of one segment (issue #20), run by the edit screen. */
export interface SegmentActions {
  /** How many segments the book has (Move down is off on the last). */
  total: number;
  busy: boolean;
  onMove: (segment: AdminSegment, position: number) => void;
  onDelete: (segment: AdminSegment) => void;
}

/**
 * One segment of the edit screen (§2): its own form, Save enabled only when it differs from the saved segment;
 * Move up / Move down / Delete (issue #20).
 */
export function SegmentEditor({ segment, actions }: { segment: AdminSegment; actions: SegmentActions }) {
  const [saved, setSaved] = useState(segment);
  const [banner, setBanner] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const values = (s: AdminSegment): FormValues => ({
    segmentId: s.id,
    segmentType: s.segmentType,
    estonianContent: s.estonianContent,
    englishContent: s.englishContent,
    audioUrl: s.audioUrl ?? '',
  });
  const form = useForm<FormValues, unknown, UpdateSegmentInput>({
    resolver: zodResolver(updateSegmentInput),
    defaultValues: values(segment),
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const field = fieldBinder(register, formState.errors);
  useEffect(() => {
    setSaved(segment);
    reset(values(segment));
  }, [segment, reset]);
  const draft = useWatch({ control }) as FormValues;
  const changed = segmentChanged(saved, {
    estonianContent: String(draft.estonianContent ?? ''),
    englishContent: String(draft.englishContent ?? ''),
    segmentType: String(draft.segmentType ?? ''),
    audioUrl: typeof draft.audioUrl === 'string' ? draft.audioUrl : null,
  });
  const save = useMutation(
    trpc.books.admin.updateSegment.mutationOptions({
      onSuccess: (s) => {
        const next = { ...saved, ...s };
        setSaved(next);
        reset(values(next));
        setStatus(`Segment ${s.segmentOrder} saved.`);
      },
      onError: (e) => setBanner(errorMessage(e, 'Failed to save segment')),
    }),
  );
  const onSubmit = handleSubmit(
    (v) => {
      setBanner(null);
      setStatus(null);
      // `saved` is the copy the form was last reset to: a save by someone else since is a 409
      save.mutate({ ...v, audioUrl: audioUrlOrNull(v.audioUrl), expectedUpdatedAt: saved.updatedAt });
    },
    () => setBanner(firstSchemaMessage(updateSegmentInput, form.getValues())),
  );
  const heading = `Segment ${saved.segmentOrder}`;
  return (
    <li className="adm-section-card" data-testid="segment-editor">
      <form onSubmit={onSubmit} noValidate aria-label={heading} onChange={() => setStatus(null)}>
        <div className="adm-item-head">
          <h3>{heading}</h3>
          <SegmentTypeField label="Type" registration={register('segmentType')} />
        </div>
        <ErrorAlert>{banner}</ErrorAlert>
        <SegmentTextFields estonianLabel="Eesti keel" englishLabel="English" field={field} />
        <TextField label="Audio URL" type="url" placeholder="/audio/…" {...field('audioUrl')} />
        <div className="kr-row">
          <Button
            type="submit"
            disabled={!changed || save.isPending}
            aria-label={`Save segment ${saved.segmentOrder}`}
          >
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
          {status && (
            <span role="status" className="kr-muted">
              {status}
            </span>
          )}
          <span className="adm-segment-tools">
            <Button
              variant="secondary"
              disabled={actions.busy || saved.segmentOrder <= 1}
              onClick={() => actions.onMove(saved, saved.segmentOrder - 1)}
              aria-label={`Move segment ${saved.segmentOrder} up`}
            >
              ↑ Move up
            </Button>
            <Button
              variant="secondary"
              disabled={actions.busy || saved.segmentOrder >= actions.total}
              onClick={() => actions.onMove(saved, saved.segmentOrder + 1)}
              aria-label={`Move segment ${saved.segmentOrder} down`}
            >
              ↓ Move down
            </Button>
            <Button
              variant="danger"
              disabled={actions.busy}
              onClick={() => actions.onDelete(saved)}
              aria-label={`Delete segment ${saved.segmentOrder}`}
            >
              Delete
            </Button>
          </span>
        </div>
      </form>
    </li>
  );
}
