import { zodResolver } from '@hookform/resolvers/zod';
import { type UpdateSegmentInput, updateSegmentInput } from '@keelerada/domain';
import { Button } from '@keelerada/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
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
import {
  type AdminSegment,
  type MoveDirection,
  rebaseSegmentForm,
  segmentFormValues,
  segmentHasUnsavedChanges,
} from './segment-editing.ts';

type FormValues = z.input<typeof updateSegmentInput>;

/** Move and delete of one segment (issue #20), run by the edit screen, which also hears about unsaved text. */
export interface SegmentActions {
  /** How many segments the book has (Move down is off on the last). */
  total: number;
  busy: boolean;
  onMove: (segment: AdminSegment, direction: MoveDirection) => void;
  onDelete: (segment: AdminSegment, unsaved: boolean) => void;
  /** The segment's place while its form differs from the saved segment, null when it does not (or is gone). */
  onUnsavedChange: (segmentId: number, place: number | null) => void;
  /** A saved segment: the screen refreshes its copy of the page. */
  onSaved: () => void;
}

/**
 * One segment of the edit screen (§2): its own form, Save enabled only when it differs from the saved segment;
 * Move up / Move down / Delete (issue #20). A fresh copy from the server (a move or a delete renumbers the segments)
 * keeps what the editor typed (`rebaseSegmentForm`).
 */
export function SegmentEditor({
  segment,
  actions,
  highlighted = false,
}: {
  segment: AdminSegment;
  actions: SegmentActions;
  /** Just added: scrolled into view. */
  highlighted?: boolean;
}) {
  const [saved, setSaved] = useState(segment);
  const savedRef = useRef(segment);
  const itemRef = useRef<HTMLLIElement>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, UpdateSegmentInput>({
    resolver: zodResolver(updateSegmentInput),
    defaultValues: segmentFormValues(segment),
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const field = fieldBinder(register, formState.errors);
  const keep = (next: AdminSegment) => {
    savedRef.current = next;
    setSaved(next);
  };
  useEffect(() => {
    const r = rebaseSegmentForm(savedRef.current, segment, form.getValues());
    savedRef.current = r.saved;
    setSaved(r.saved);
    if (r.reset) reset(r.reset);
  }, [segment, reset, form]);
  const draft = useWatch({ control }) as FormValues;
  const changed = segmentHasUnsavedChanges(saved, draft);
  const save = useMutation(
    trpc.books.admin.updateSegment.mutationOptions({
      onSuccess: (s) => {
        const next = { ...savedRef.current, ...s };
        keep(next);
        reset(segmentFormValues(next));
        setStatus(`Segment ${s.segmentOrder} saved.`);
        actions.onSaved();
      },
      onError: (e) => setBanner(errorMessage(e, 'Failed to save segment')),
    }),
  );
  const unsaved = changed && !save.isPending;
  const { onUnsavedChange } = actions;
  useEffect(() => {
    onUnsavedChange(segment.id, unsaved ? saved.segmentOrder : null);
  }, [onUnsavedChange, segment.id, unsaved, saved.segmentOrder]);
  useEffect(() => () => onUnsavedChange(segment.id, null), [onUnsavedChange, segment.id]);
  useEffect(() => {
    if (!highlighted) return;
    // just added: shown where the editor's eyes go, with the same words as the screen's notice
    itemRef.current?.scrollIntoView?.({ block: 'center' });
    setStatus(`Segment ${savedRef.current.segmentOrder} added.`);
  }, [highlighted]);
  const onSubmit = handleSubmit(
    (v) => {
      setBanner(null);
      setStatus(null);
      // `saved` is the copy the form was loaded from: a save by someone else since is a 409
      save.mutate({ ...v, audioUrl: audioUrlOrNull(v.audioUrl), expectedUpdatedAt: saved.updatedAt });
    },
    () => setBanner(firstSchemaMessage(updateSegmentInput, form.getValues())),
  );
  const heading = `Segment ${saved.segmentOrder}`;
  return (
    <li
      ref={itemRef}
      className="adm-section-card"
      data-testid="segment-editor"
      data-highlighted={highlighted || undefined}
    >
      <form onSubmit={onSubmit} noValidate aria-label={heading} onChange={() => setStatus(null)}>
        <div className="adm-item-head">
          <h3>
            {heading}
            {unsaved && <span className="kr-muted"> · unsaved changes</span>}
          </h3>
          <SegmentTypeField label="Type" registration={register('segmentType')} />
        </div>
        <ErrorAlert>{banner}</ErrorAlert>
        <SegmentTextFields estonianLabel="Eesti keel" englishLabel="English" field={field} />
        <TextField label="Audio URL" type="url" placeholder={AUDIO_URL_PLACEHOLDER} {...field('audioUrl')} />
        <AudioPreview url={draft.audioUrl ?? ''} check={(draft.audioUrl ?? '') !== (saved.audioUrl ?? '')} />
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
              onClick={() => actions.onMove(saved, 'up')}
              aria-label={`Move segment ${saved.segmentOrder} up`}
            >
              ↑ Move up
            </Button>
            <Button
              variant="secondary"
              disabled={actions.busy || saved.segmentOrder >= actions.total}
              onClick={() => actions.onMove(saved, 'down')}
              aria-label={`Move segment ${saved.segmentOrder} down`}
            >
              ↓ Move down
            </Button>
            <Button
              variant="danger"
              disabled={actions.busy}
              onClick={() => actions.onDelete(saved, unsaved)}
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
