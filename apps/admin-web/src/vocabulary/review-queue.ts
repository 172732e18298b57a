import type { ReviewStatus } from '@keelerada/domain';

// The keyboard review queue (issue #20): one key per verdict, shown on its button.

export type QueueAction = Extract<ReviewStatus, 'VALID' | 'INVALID' | 'NEEDS_ATTENTION'> | 'skip';

export const QUEUE_ACTIONS: readonly { action: QueueAction; key: string; label: string }[] = [
  { action: 'VALID', key: 'V', label: 'Valid' },
  { action: 'INVALID', key: 'I', label: 'Invalid' },
  { action: 'NEEDS_ATTENTION', key: 'N', label: 'Needs Attention' },
  { action: 'skip', key: 'S', label: 'Skip' },
];

/** The action of a key press, or null (modifiers, typing in the note field, other keys). */
export function queueActionFor(
  e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
  typing: boolean,
): QueueAction | null {
  if (typing || e.ctrlKey || e.metaKey || e.altKey) return null;
  return QUEUE_ACTIONS.find((a) => a.key.toLowerCase() === e.key.toLowerCase())?.action ?? null;
}

/**
 * "12 of 57": the card on screen is the one after those handled in this session; the total is those handled plus
 * the unreviewed cards still waiting (so it follows other editors' work).
 */
export function queueProgress(handled: number, remaining: number): { position: number; total: number } {
  return { position: handled + 1, total: handled + remaining };
}

/**
 * What a verdict key sends: the status, the note, and the version of the card on screen, so that a verdict on a card
 * someone else changed meanwhile is refused (409) instead of replacing theirs.
 */
export function queueStatusChange(
  card: { id: number; updated_at: string },
  action: Exclude<QueueAction, 'skip'>,
  note: string,
): {
  id: number;
  reviewStatus: Exclude<QueueAction, 'skip'>;
  reviewNotes: string | null;
  expectedUpdatedAt: string;
} {
  return {
    id: card.id,
    reviewStatus: action,
    reviewNotes: note.trim() || null,
    expectedUpdatedAt: card.updated_at,
  };
}

/** A note typed for a card whose verdict was refused (409 or 404), kept so it is not lost with the card. */
export interface UnsavedNote {
  /** The card it was typed for (vocabularyCardName). */
  name: string;
  note: string;
}

/**
 * After a refused verdict the queue reloads. The same card shown again keeps the note in its field (null here); when
 * the queue moved on (another card, or none left), a note that was typed is shown apart, said to be not saved, so it
 * can be copied. A blank note is nothing to keep.
 */
export function unsavedNoteAfterRefusal(
  typed: { cardId: number; name: string; note: string },
  shownId: number | null,
): UnsavedNote | null {
  if (shownId === typed.cardId || typed.note.trim() === '') return null;
  return { name: typed.name, note: typed.note.trim() };
}
