import { enumLabel, levelLabel } from '../lib/enums.ts';
import { plural } from '../lib/text.ts';

export interface BulkStatusResult {
  affected: number;
  changed?: { id: number; word: string; from: string; to: string }[] | undefined;
  unchanged?: number | undefined;
}

/** How many changes the result banner names one by one before "and N more". */
export const CHANGES_LISTED = 10;

/**
 * The banner after a bulk status change: what was set on how many cards, each change "word: Valid → Needs
 * Attention" (the first ten), and how many already had the status.
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
      .map((c) => `${c.word}: ${enumLabel(c.from)} → ${enumLabel(c.to)}`),
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
