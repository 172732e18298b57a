import {
  BULK_CONFLICT_RELOAD,
  BULK_GONE_RELOAD,
  BULK_MATCHING_MAX,
  bulkMatchingTooManyMessage,
  thousands,
} from '@keelerada/domain';
import { enumLabel, levelLabel } from '../lib/enums.ts';
import { plural } from '../lib/text.ts';

export interface BulkStatusResult {
  affected: number;
  /** `label`: the card told apart from the other cards of its word ("lugema → Loe (imperative)"). */
  changed?: { id: number; word: string; label?: string; from: string; to: string }[] | undefined;
  unchanged?: number | undefined;
  /** How many cards got the typed note (a blank notes box leaves notes alone). */
  notesChanged?: number | undefined;
}

/** How many changes the result banner lists before "Show all N". */
export const CHANGES_LISTED = 10;

/** A bulk result banner: one line, and each card's change (the banner lists CHANGES_LISTED, then "Show all N"). */
export interface BulkSummary {
  headline: string;
  lines: string[];
}

/**
 * The banner after a bulk status change: what was set on how many cards, how many already had the status, on how
 * many the typed note replaced the notes, and each change "lugema → Loe (imperative): Valid → Needs Attention".
 */
export function bulkStatusSummary(status: string, r: BulkStatusResult): BulkSummary {
  const changed = r.changed ?? [];
  const unchanged = r.unchanged ?? 0;
  const already = unchanged > 0 ? ` (${plural(unchanged, 'card')} already had it)` : '';
  const notes = r.notesChanged ? ` Notes replaced on ${plural(r.notesChanged, 'card')}.` : '';
  return {
    headline: `${enumLabel(status)} set on ${plural(r.affected, 'card')}: ${thousands(changed.length)} changed${already}.${notes}`,
    lines: changed.map((c) => `${c.label ?? c.word}: ${enumLabel(c.from)} → ${enumLabel(c.to)}`),
  };
}

/** The banner after any bulk action: the status summary, or one line for a level, word type or delete. */
export function bulkActionSummary(
  vars: { action: string; reviewStatus?: string | null; level?: string; wordType?: string },
  r: BulkStatusResult,
): BulkSummary {
  const line = (headline: string) => ({ headline, lines: [] });
  if (vars.action === 'updateStatus' && vars.reviewStatus) return bulkStatusSummary(vars.reviewStatus, r);
  if (vars.action === 'setLevel' && vars.level)
    return line(`Level ${levelLabel(vars.level)} set on ${plural(r.affected, 'card')}.`);
  if (vars.action === 'setWordType' && vars.wordType)
    return line(`Word type ${enumLabel(vars.wordType)} set on ${plural(r.affected, 'card')}.`);
  return line(`Moved ${plural(r.affected, 'card')} to the Trash.`);
}

/** The hint under the bulk bar's notes box: what an empty box does. */
export const BULK_NOTES_HINT =
  'Leave empty to keep each card’s notes; a note typed here replaces the notes of every selected card.';

/** What the list says after it reloaded itself on a refused bulk action. */
export const BULK_RELOADED = 'The list has been reloaded; the selected cards still on it stay selected.';

/**
 * A refused bulk action (409: cards changed since the page loaded; 404: cards deleted since) on the list, which
 * reloads by itself: the server's words without its "Reload the page…", then what the list did. Other errors as
 * they are.
 */
export function bulkRefusalNotice(message: string, status: number | undefined): string {
  if (status !== 409 && status !== 404) return message;
  const m = message.trim();
  for (const end of [BULK_CONFLICT_RELOAD, BULK_GONE_RELOAD])
    if (m.endsWith(end)) return `${m.slice(0, -end.length).trim()} ${BULK_RELOADED}`;
  return `${m} ${BULK_RELOADED}`;
}

/** The selection after the list reloaded: the selected cards still on it (the same set when none went). */
export function keptSelection(
  selected: ReadonlySet<number>,
  pageIds: readonly number[],
): ReadonlySet<number> {
  const on = new Set(pageIds);
  const kept = [...selected].filter((id) => on.has(id));
  return kept.length === selected.size ? selected : new Set(kept);
}

/**
 * What the bulk bar offers beyond a selected page (issue #20, session 30): "Select all N matching" when more cards
 * match than the page shows, or — above the most one action may change — a note saying so before any dialog opens.
 */
export function allMatchingOffer(
  matching: number,
  onPage: number,
): { kind: 'offer' } | { kind: 'tooMany'; message: string } | null {
  if (matching <= onPage) return null;
  if (matching > BULK_MATCHING_MAX) return { kind: 'tooMany', message: bulkMatchingTooManyMessage(matching) };
  return { kind: 'offer' };
}

/** The version of each selected card as the page shows it: a card changed since is refused, not overwritten. */
export function selectionVersions(
  cards: readonly { id: number; updated_at: string }[],
  selected: ReadonlySet<number>,
): { id: number; updatedAt: string }[] {
  return cards.filter((c) => selected.has(c.id)).map((c) => ({ id: c.id, updatedAt: c.updated_at }));
}
