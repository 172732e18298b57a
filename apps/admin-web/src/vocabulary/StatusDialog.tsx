import type { AdminVocabularyCard } from '@keelerada/api';
import { httpStatusOf } from '@keelerada/api-client';
import { cardFormDetail, cardHeadline, type ReviewStatus } from '@keelerada/domain';
import { Button, Modal, Spinner } from '@keelerada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { adminApi } from '../admin-api.ts';
import { enumLabel } from '../lib/enums.ts';
import { errorMessage } from '../lib/errors.ts';
import { statusChoices, statusConflictNotice, statusNow } from './review.ts';

/**
 * Status change with review notes (§2, §4): only the statuses the rules allow are offered. The dialog reads the card
 * as it is now (the list may be older), and sends the version it shows: if another editor changes the card before
 * Save, the server refuses (409); the dialog says so, reloads the card and shows its status and note now beside the
 * editor's choice and typed note, which it keeps (round 2: it used to reset them), and a second Save sends the
 * reloaded version.
 */
export function StatusDialog({
  card,
  onSaved,
  onClose,
}: {
  /** The card as the list shows it (null: closed). */
  card: AdminVocabularyCard | null;
  /** After a save, and after a refusal that showed the list to be out of date: reload the list. */
  onSaved: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={card !== null} title="Change review status" onClose={onClose}>
      {card && <StatusPanel key={card.id} id={card.id} onSaved={onSaved} onClose={onClose} />}
    </Modal>
  );
}

function StatusPanel({ id, onSaved, onClose }: { id: number; onSaved: () => void; onClose: () => void }) {
  const current = useQuery({ ...adminApi.vocabulary.get.queryOptions({ id }), staleTime: 0, gcTime: 0 });
  const save = useMutation(adminApi.vocabulary.setStatus.mutationOptions());
  const [notice, setNotice] = useState<string | null>(null);
  /** After a refusal (409): the form shows the card as it is now beside the editor's kept choice and note. */
  const [refused, setRefused] = useState(false);
  const card = current.data?.vocabularyCard;

  const submit = async (status: ReviewStatus, notes: string) => {
    if (!card) return;
    setNotice(null);
    try {
      await save.mutateAsync({
        id: card.id,
        reviewStatus: status,
        reviewNotes: notes || null,
        // the version on screen: after a refusal, the reloaded one
        expectedUpdatedAt: card.updated_at,
      });
      onSaved();
      onClose();
    } catch (e) {
      const message = errorMessage(e, 'Failed to update the review status');
      if (httpStatusOf(e) === 409) {
        // someone else changed the card first: nothing was saved; reload it, keep the editor's choice and note
        await current.refetch();
        setRefused(true);
        setNotice(statusConflictNotice(message, STATUS_KEPT));
        onSaved();
      } else {
        setNotice(message);
        if (httpStatusOf(e) === 404) onSaved();
      }
    }
  };

  return (
    <div className="kr-stack">
      {notice && (
        <p className="kr-alert kr-alert-error" role="alert" data-testid="status-notice">
          {notice}
        </p>
      )}
      {current.isPending ? (
        <Spinner label="Loading the card's current status..." />
      ) : !card ? (
        <>
          {!notice && (
            <p className="kr-alert kr-alert-error" role="alert">
              {errorMessage(current.error, 'Failed to load the card')}
            </p>
          )}
          <div className="kr-row adm-dialog-actions">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      ) : (
        // one form for the dialog's life: a reload after a refusal changes the card shown, not what the editor chose
        <StatusForm
          card={card}
          refused={refused}
          busy={save.isPending || current.isFetching}
          onSubmit={(status, notes) => void submit(status, notes)}
          onClose={onClose}
        />
      )}
    </div>
  );
}

/** What the dialog says after a refusal, in place of the server's "Reload to see it.". */
export const STATUS_KEPT =
  'Your choice and note are kept below, beside the card as it is now: Save again to store them, or change them.';

function StatusForm({
  card,
  refused,
  busy,
  onSubmit,
  onClose,
}: {
  card: AdminVocabularyCard;
  refused: boolean;
  busy: boolean;
  onSubmit: (status: ReviewStatus, notes: string) => void;
  onClose: () => void;
}) {
  // nothing is chosen at first: Enter must not mark a Valid card Invalid (the first option); Save waits for a choice
  const [status, setStatus] = useState<ReviewStatus | null>(null);
  const [notes, setNotes] = useState(card.review_notes ?? '');
  const options = statusChoices(card.review_status, status);
  const notesId = useId();
  const nowId = useId();
  const chooseId = useId();
  // several cards share a word: the form and its case or verb form say which one this is
  const detail = [cardFormDetail(card), `“${card.translation}”`].filter(Boolean).join(', ');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (status) onSubmit(status, notes);
      }}
    >
      <p data-testid="status-card">
        <strong lang="et">{cardHeadline(card)}</strong> ({detail}) is{' '}
        <strong>{enumLabel(card.review_status)}</strong>
        {card.review_notes ? `, with the note “${card.review_notes}”` : ''}.
      </p>
      {refused && (
        <p className="adm-notice" id={nowId} data-testid="status-now">
          {statusNow(card)}
        </p>
      )}
      <fieldset className="kr-field" aria-describedby={refused ? nowId : undefined}>
        <legend>{refused ? 'New status (your choice)' : 'New status'}</legend>
        {options.map((s) => (
          <label key={s} className="adm-check">
            <input
              type="radio"
              name="status"
              value={s}
              checked={status === s}
              onChange={() => setStatus(s)}
            />
            {enumLabel(s)}
            {s === card.review_status ? ' (its status now)' : ''}
          </label>
        ))}
      </fieldset>
      <div className="kr-field">
        <label htmlFor={notesId}>{refused ? 'Review notes (your note)' : 'Review notes (optional)'}</label>
        <textarea
          id={notesId}
          className="kr-textarea"
          value={notes}
          aria-describedby={refused ? nowId : undefined}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
      {status === null && (
        <p className="kr-muted" id={chooseId} data-testid="status-choose">
          Choose a new status to save.
        </p>
      )}
      <div className="kr-row adm-dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={busy || status === null}
          aria-describedby={status ? undefined : chooseId}
        >
          {busy ? 'Saving...' : 'Save Status'}
        </Button>
      </div>
    </form>
  );
}
