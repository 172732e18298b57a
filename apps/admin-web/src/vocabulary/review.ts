import {
  type ReviewStatus,
  reviewStatusChangeError,
  reviewStatusLabel,
  SETTABLE_REVIEW_STATUSES,
  STATUS_CONFLICT_RELOAD,
} from '@keelerada/domain';

/**
 * The statuses a card can be set to from `current`: every settable status it does not already have (a reviewed card
 * is re-flagged directly). The domain's rule decides, so the dialog never offers a change the server refuses.
 */
export function nextStatuses(current: string): ReviewStatus[] {
  const candidates: ReviewStatus[] = [...SETTABLE_REVIEW_STATUSES];
  return candidates.filter((to) => to !== current && reviewStatusChangeError(current, to) === null);
}

/**
 * The statuses the Status dialog offers: those `nextStatuses` allows from the card's status now, and — after a
 * refusal (409) that reloaded the card — the status the editor had chosen, even when it is now the card's own (the
 * choice stays; saving it stores the typed note with it).
 */
export function statusChoices(current: string, chosen?: ReviewStatus | null): ReviewStatus[] {
  const next = nextStatuses(current);
  if (!chosen || next.includes(chosen)) return next;
  return SETTABLE_REVIEW_STATUSES.filter((s) => s === chosen || next.includes(s));
}

/** The card as it is now, beside the editor's kept choice after a refusal: "Now: Needs Attention — “context odd”". */
export function statusNow(card: { review_status: string; review_notes?: string | null | undefined }): string {
  const note = card.review_notes?.trim();
  return `Now: ${reviewStatusLabel(card.review_status)} — ${note ? `“${note}”` : 'no note'}`;
}

/** Toggles `id` in a selection. */
export function toggled(selection: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Ctrl+A on the table: selects the whole page, or clears it when the page is already fully selected. */
export function selectPage(selection: ReadonlySet<number>, pageIds: readonly number[]): Set<number> {
  const all = pageIds.length > 0 && pageIds.every((id) => selection.has(id));
  return all
    ? new Set([...selection].filter((id) => !pageIds.includes(id)))
    : new Set([...selection, ...pageIds]);
}

export type ShortcutAction = 'previous' | 'next' | 'clear' | 'selectPage' | null;

/**
 * What a key press on the cards page does (§2): ← / → change page, Escape clears the selection, Ctrl+A (⌘A) selects
 * the page. Nothing while a card is being edited or while the person is typing in a field.
 */
export function shortcutFor(
  e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean },
  state: { editing: boolean; typing: boolean },
): ShortcutAction {
  if (state.editing || state.typing) return null;
  if (e.altKey) return null;
  if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'a') return 'selectPage';
  if (e.ctrlKey || e.metaKey) return null;
  if (e.key === 'ArrowLeft') return 'previous';
  if (e.key === 'ArrowRight') return 'next';
  if (e.key === 'Escape') return 'clear';
  return null;
}

/** Whether keyboard focus is in something that takes typing (inputs, selects, text areas, editable content). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') {
    const type = ((el as HTMLInputElement).type || 'text').toLowerCase();
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(type);
  }
  return el.isContentEditable === true;
}

/**
 * A refused status change (409: someone else changed the card first) on a screen that reloads the card by itself:
 * the server's words without its "Reload to see it.", then what the screen did (`done`).
 */
export function statusConflictNotice(message: string, done: string): string {
  const m = message.trim();
  const what = m.endsWith(STATUS_CONFLICT_RELOAD) ? m.slice(0, -STATUS_CONFLICT_RELOAD.length).trim() : m;
  return `${what} ${done}`;
}
