// How the back office names a vocabulary card and tells an editor that someone else changed it first (session 30:
// status changes carry the version the editor saw, as whole-card edits do).

/** The fields that tell cards of one word apart: the form, its case or verb form and its number. */
export interface CardNaming {
  word: string;
  form?: string | null | undefined;
  case_form?: string | null | undefined;
  verb_form?: string | null | undefined;
  number?: string | null | undefined;
}

const lower = (v: string) => v.toLowerCase().replace(/_/g, ' ');

/** "partitive plural", "imperative", or null when the card names no case or verb form. */
export function cardFormDetail(c: CardNaming): string | null {
  const base = c.case_form ?? c.verb_form;
  if (!base) return c.number === 'PLURAL' ? 'plural' : null;
  return c.number === 'PLURAL' ? `${lower(base)} plural` : lower(base);
}

/** "lugema → loe", or the word alone when the form is the word. */
export function cardHeadline(c: CardNaming): string {
  return c.form && c.form !== c.word ? `${c.word} → ${c.form}` : c.word;
}

/**
 * A card as an editor tells it apart from the other cards of its word: "lugema → Loe (imperative)", "kass → kassi
 * (partitive)", "kass → kassid (nominative plural)", "maja".
 */
export function vocabularyCardName(c: CardNaming): string {
  const detail = cardFormDetail(c);
  return detail ? `${cardHeadline(c)} (${detail})` : cardHeadline(c);
}

/** A review status as the screens write it: NEEDS_ATTENTION → "Needs Attention". */
export function reviewStatusLabel(status: string): string {
  return status
    .toLowerCase()
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** 21000 → "21,000" (the same in every browser locale). */
export const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The last sentence of a refused status change: what to do. A screen that reloads by itself may drop it. */
export const STATUS_CONFLICT_RELOAD = 'Reload to see it.';

/** A card as it is now, changed by someone else since an editor loaded it. */
export interface CardChangedSince {
  /** vocabularyCardName of the card. */
  name: string;
  /** Its review status now. */
  status: string;
  /** Its review notes now. */
  notes?: string | null | undefined;
  /** Who changed it last, when the history knows (an admin's name or email). */
  by?: string | null | undefined;
  /** The last change was the same admin's (another tab or window). */
  byYou?: boolean | undefined;
}

const who = (c: CardChangedSince) =>
  c.byYou ? 'You changed' : c.by ? `${c.by} changed` : 'Another editor changed';

/**
 * The 409 of a status change made on a stale copy of a card: "Eda Tamm changed kass → kassi (partitive) after you
 * loaded it: it is now Invalid, with the note "wrong case". Your change was not saved. Reload to see it."
 */
export function statusConflictMessage(c: CardChangedSince): string {
  const where = c.byYou ? ' in another tab or window' : '';
  const note = c.notes ? `, with the note "${c.notes}"` : '';
  return (
    `${who(c)} ${c.name}${where} after you loaded it: it is now ${reviewStatusLabel(c.status)}${note}. ` +
    `Your change was not saved. ${STATUS_CONFLICT_RELOAD}`
  );
}

/** How many cards a refused bulk action names one by one before "and N more". */
export const BULK_CONFLICT_NAMED = 10;

const named = <T>(items: readonly T[], show: (item: T) => string): string => {
  const listed = items.slice(0, BULK_CONFLICT_NAMED).map(show).join('; ');
  const more = items.length - BULK_CONFLICT_NAMED;
  return more > 0 ? `${listed}; and ${thousands(more)} more` : listed;
};

const cardsWord = (n: number) =>
  n === 1 ? '1 of the selected cards was' : `${thousands(n)} of the selected cards were`;

/** The last sentence of a refused bulk action (409 and 404): what to do. A screen that reloads by itself drops it. */
export const BULK_CONFLICT_RELOAD = 'Reload the page to see them, then choose again.';
export const BULK_GONE_RELOAD = 'Reload the page, then choose again.';

/**
 * The 409 of a bulk action on a page loaded before someone else changed some of its cards: nothing was changed,
 * and the changed cards are named by word → form with their status and note now (as the Status dialog's 409 quotes
 * it) and, when known, who changed them.
 */
export function bulkConflictMessage(cards: readonly CardChangedSince[]): string {
  const list = named(
    cards,
    (c) =>
      `${c.name} is now ${reviewStatusLabel(c.status)}` +
      (c.notes ? ` with the note "${c.notes}"` : '') +
      (c.byYou ? ' (changed by you elsewhere)' : c.by ? ` (changed by ${c.by})` : ''),
  );
  return `Nothing was changed: ${cardsWord(cards.length)} changed since the page loaded: ${list}. ${BULK_CONFLICT_RELOAD}`;
}

/** A selected card that no longer exists: its name and who deleted it, when the history knows. */
export interface CardGone {
  /** vocabularyCardName, or the history's label; null when nothing is known of the card. */
  name: string | null;
  by?: string | null | undefined;
  byYou?: boolean | undefined;
}

const deletedBy = (c: CardGone) => (c.byYou ? ' by you' : c.by ? ` by ${c.by}` : '');

/**
 * The 404 of a bulk action on cards deleted since the page loaded, naming them (never by id): "Nothing was changed:
 * since the page loaded, kass → kassi was deleted by Eda Tamm. Reload the page, then choose again."
 */
export function cardsGoneMessage(cards: readonly CardGone[]): string {
  const known = cards.filter((c): c is CardGone & { name: string } => c.name !== null);
  const unknown = cards.length - known.length;
  const parts: string[] = [];
  if (known.length) parts.push(named(known, (c) => `${c.name} was deleted${deletedBy(c)}`));
  if (unknown) {
    const other = known.length ? ' other' : '';
    parts.push(
      unknown === 1
        ? `1${other} selected card was deleted`
        : `${thousands(unknown)}${other} selected cards were deleted`,
    );
  }
  return `Nothing was changed: since the page loaded, ${parts.join('; ')}. ${BULK_GONE_RELOAD}`;
}

/**
 * The 404 of a card deleted since the editor loaded it (the history names it): "kass → kassi was deleted by Eda Tamm
 * since you loaded it, so its status was not changed." (`then`: what did not happen, if anything).
 */
export function cardGoneMessage(c: CardGone & { name: string }, then?: string): string {
  return `${c.name} was deleted${deletedBy(c)} since you loaded it${then ? `, ${then}` : ''}.`;
}
