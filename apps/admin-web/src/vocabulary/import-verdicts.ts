import type { ImportResult } from '@keelerada/domain';

export interface Verdict {
  kind: 'error' | 'skipped';
  reason: string;
}

/** Row number → what the import does with it, for the rows it rejects or skips (a row not listed is created). */
export function rowVerdicts(r: ImportResult): Map<number, Verdict> {
  const out = new Map<number, Verdict>();
  for (const s of r.skippedRows ?? []) out.set(s.row, { kind: 'skipped', reason: s.error });
  for (const e of r.errors) out.set(e.row, { kind: 'error', reason: e.error });
  return out;
}
