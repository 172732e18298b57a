import type { ImportResult } from '@keelerada/domain';
import { plural } from '../lib/text.ts';

export interface Verdict {
  /** `formCheck`: created all the same, with the lexicon's doubt about its form. */
  kind: 'error' | 'skipped' | 'formCheck';
  reason: string;
}

/**
 * Row number → what the import does with it, for the rows it rejects or skips and the rows it creates with a form
 * check warning (a row not listed is created).
 */
export function rowVerdicts(r: ImportResult): Map<number, Verdict> {
  const out = new Map<number, Verdict>();
  for (const f of r.formChecks ?? []) out.set(f.row, { kind: 'formCheck', reason: f.error });
  for (const s of r.skippedRows ?? []) out.set(s.row, { kind: 'skipped', reason: s.error });
  for (const e of r.errors) out.set(e.row, { kind: 'error', reason: e.error });
  return out;
}

/** Before the import (the dry run), after it, or after it for a row a failed request kept from the server. */
export type VerdictPhase = 'preview' | 'imported' | 'notSent';

/**
 * The Check badge of a preview row: `preview` what the dry run says will happen, `imported` what the import did (a
 * row it does not list was created), `notSent` a row the import never reached (a request failed before it).
 */
export function verdictBadge(
  verdict: Verdict | undefined,
  phase: VerdictPhase,
): { text: string; tone: 'green' | 'yellow' | 'red' | 'muted' } {
  if (phase === 'notSent') return { text: 'Not imported', tone: 'muted' };
  const created = phase === 'preview' ? 'Will be created' : 'Created';
  if (!verdict) return { text: created, tone: 'green' };
  if (verdict.kind === 'formCheck')
    return { text: `${created}; form check: ${verdict.reason}`, tone: 'yellow' };
  if (verdict.kind === 'error') return { text: `Error: ${verdict.reason}`, tone: 'red' };
  return { text: verdict.reason, tone: 'yellow' };
}

/** Rows a results list shows before "Show all N" (a big file's lists would put thousands of rows in the page). */
export const IMPORT_LIST_SHOWN = 100;

/** The rows a results list shows (all once expanded) and how many it leaves for "Show all". */
export function listedRows<T>(
  rows: readonly T[],
  expanded: boolean,
  limit = IMPORT_LIST_SHOWN,
): { shown: readonly T[]; hidden: number } {
  if (expanded || rows.length <= limit) return { shown: rows, hidden: 0 };
  return { shown: rows.slice(0, limit), hidden: rows.length - limit };
}

/** How many skipped rows differ from the card or row they repeat (a change the import does not make). */
export const skippedDiffering = (r: ImportResult): number =>
  r.skippedDiffering ?? (r.skippedRows ?? []).filter((s) => s.differs?.length).length;

/**
 * The preview's one-line summary: "2 cards will be created, 3 duplicates skipped (1 with other values, not
 * imported), 4 rows rejected."
 */
export function checkSummary(r: ImportResult): string {
  const differing = skippedDiffering(r);
  const skipped = `${plural(r.skipped, 'duplicate')} skipped${
    differing > 0 ? ` (${differing} with other values, not imported)` : ''
  }`;
  return `${plural(r.created, 'card')} will be created, ${skipped}, ${plural(r.errors.length, 'row')} rejected.`;
}
