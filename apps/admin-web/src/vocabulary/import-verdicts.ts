import type { ImportResult } from '@keelerada/domain';

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
