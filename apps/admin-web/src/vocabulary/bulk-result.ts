import { BULK_MATCHING_MAX, bulkMatchingTooManyMessage } from '@keelerada/domain';
import { enumLabel, levelLabel } from '../lib/enums.ts';
import { plural } from '../lib/text.ts';

export interface BulkStatusResult {
  affected: number;
  /** `label`: the card told apart from the other cards of its word ("lugema → Loe (imperative)"). */
  changed?: { id: number; word: string; label?: string; from: string; to: string }[] | undefined;
  unchanged?: number | undefined;
}

/** How many changes the result banner names one by one before "and N more". */
export const CHANGES_LISTED = 10;

/**
 * The banner after a bulk status change: what was set on how many cards, each change "lugema → Loe (imperative):
 * Valid → Needs Attention" (the first ten), and how many already had the status.
 */
export function bulkStatusSummary(
  status: string,
  r: BulkStatusResult,
): { headline: string; lines: string[]; more: number } {
  const changed = r.changed ?? [];
  const unchanged = r.unchanged ?? 0;
  const already = unchanged > 0 ? ` (${plural(unchanged, 'card')} already had it; notes updated)` : '';
  return {
    headline: `${enumLabel(status)} set on ${plural(r.affected, 'card')}: ${changed.length} changed${already}.`,
    lines: changed
      .slice(0, CHANGES_LISTED)
      .map((c) => `${c.label ?? c.word}: ${enumLabel(c.from)} → ${enumLabel(c.to)}`),
    more: Math.max(0, changed.length - CHANGES_LISTED),
  };
}

/** The banner after any bulk action: the status summary, or one line for a level, word type or delete. */
export function bulkActionSummary(
  vars: { action: string; reviewStatus?: string | null; level?: string; wordType?: string },
  r: BulkStatusResult,
): { headline: string; lines: string[]; more: number } {
  const line = (headline: string) => ({ headline, lines: [], more: 0 });
  if (vars.action === 'updateStatus' && vars.reviewStatus) return bulkStatusSummary(vars.reviewStatus, r);
  if (vars.action === 'setLevel' && vars.level)
    return line(`Level ${levelLabel(vars.level)} set on ${plural(r.affected, 'card')}.`);
  if (vars.action === 'setWordType' && vars.wordType)
    return line(`Word type ${enumLabel(vars.wordType)} set on ${plural(r.affected, 'card')}.`);
  return line(`Moved ${plural(r.affected, 'card')} to the Trash.`);
}

/**
 * What the bulk bar offers beyond a selected page (issue #20, session 31): "Select all N matching" when more cards
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
