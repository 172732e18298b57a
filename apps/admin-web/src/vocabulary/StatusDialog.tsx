import type { AdminVocabularyCard } from '@keelerada/api';
import { httpStatusOf } from '@keelerada/api-client';
import { cardFormDetail, cardHeadline, type ReviewStatus } from '@keelerada/domain';
import { Button, Modal, Spinner } from '@keelerada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { adminApi } from '../admin-api.ts';
import { enumLabel } from '../lib/enums.ts';
import { errorMessage } from '../lib/errors.ts';
import { nextStatuses, statusConflictNotice } from './review.ts';

/**
 * Status change with review notes (§2, §4): only the statuses the rules allow are offered. The dialog reads the card
 * as it is now (the list may be older), and sends the version it shows: if another editor changes the card before
 * Save, the server refuses (409), the dialog says so and shows the card as it is.
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
  const card = current.data?.vocabularyCard;

  const submit = async (status: ReviewStatus, notes: string) => {
    if (!card) return;
    setNotice(null);
    try {
      await save.mutateAsync({
        id: card.id,
        reviewStatus: status,
        reviewNotes: notes || null,
        expectedUpdatedAt: card.updated_at,
      });
      onSaved();
      onClose();
    } catch (e) {
      const message = errorMessage(e, 'Failed to update the review status');
      if (httpStatusOf(e) === 409) {
        // someone else changed the card first: nothing was saved; show it as it is now
        await current.refetch();
        setNotice(statusConflictNotice(message, 'The dialog now shows the card as it is.'));
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
        <StatusForm
          key={card.updated_at}
          card={card}
          busy={save.isPending || current.isFetching}
          onSubmit={(status, notes) => void submit(status, notes)}
          onClose={onClose}
        />
      )}
    </div>
  );
}

function StatusForm({
  card,
  busy,
  onSubmit,
  onClose,
}: {
  card: AdminVocabularyCard;
  busy: boolean;
  onSubmit: (status: ReviewStatus, notes: string) => void;
  onClose: () => void;
}) {
  const options = nextStatuses(card.review_status);
  const [status, setStatus] = useState<ReviewStatus>(options[0] ?? 'UNREVIEWED');
  const [notes, setNotes] = useState(card.review_notes ?? '');
  const notesId = useId();
  // several cards share a word: the form and its case or verb form say which one this is
  const detail = [cardFormDetail(card), `“${card.translation}”`].filter(Boolean).join(', ');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(status, notes);
      }}
    >
      <p data-testid="status-card">
        <strong lang="et">{cardHeadline(card)}</strong> ({detail}) is{' '}
        <strong>{enumLabel(card.review_status)}</strong>
        {card.review_notes ? `, with the note “${card.review_notes}”` : ''}.
      </p>
      <fieldset className="kr-field">
        <legend>New status</legend>
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
          </label>
        ))}
      </fieldset>
      <div className="kr-field">
        <label htmlFor={notesId}>Review notes (optional)</label>
        <textarea
          id={notesId}
          className="kr-textarea"
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
      <div className="kr-row adm-dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save Status'}
        </Button>
      </div>
    </form>
  );
}
