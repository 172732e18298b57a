import type { AdminVocabularyCard } from '@keelerada/api';
import type { ReviewStatus } from '@keelerada/domain';
import { Button, Modal } from '@keelerada/ui';
import { useId, useState } from 'react';
import { enumLabel } from '../lib/enums.ts';
import { nextStatuses } from './review.ts';

/** Status change with review notes (§2, §4): only the transitions the rules allow are offered. */
export function StatusDialog({
  card,
  busy,
  onSubmit,
  onClose,
}: {
  card: AdminVocabularyCard | null;
  busy: boolean;
  onSubmit: (status: ReviewStatus, notes: string) => void;
  onClose: () => void;
}) {
  return (
    <Modal open={card !== null} title="Change review status" onClose={onClose}>
      {card && <StatusForm key={card.id} card={card} busy={busy} onSubmit={onSubmit} onClose={onClose} />}
    </Modal>
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
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(status, notes);
      }}
    >
      <p>
        <strong lang="et">{card.word}</strong> ({card.translation}) is{' '}
        <strong>{enumLabel(card.review_status)}</strong>.
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
