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
