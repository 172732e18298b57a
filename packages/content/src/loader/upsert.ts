import { contentHash } from './content-hash.ts';

export type UpsertOutcome = 'created' | 'updated' | 'unchanged' | 'skipped';

export interface Counts {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export const emptyCounts = (): Counts => ({ created: 0, updated: 0, unchanged: 0, skipped: 0 });

/**
 * The pack's upsert rule, for any kind of item:
 * - no row with this content key → insert (created), unless an admin deleted it (skipped: see content_tombstones);
 * - the row still equals what the pack loaded last time (hash of its current values = stored content_hash):
 *   update it when the pack changed (updated), else leave it (unchanged);
 * - the row differs from what the pack loaded → an admin edited it → leave it alone (skipped).
 */
export function decide(
  existing: { storedHash: string | null; currentValues: unknown } | undefined,
  packValues: unknown,
  deletedByAdmin = false,
): UpsertOutcome {
  if (!existing) return deletedByAdmin ? 'skipped' : 'created';
  const current = contentHash(existing.currentValues);
  if (existing.storedHash !== null && current !== existing.storedHash) return 'skipped';
  return current === contentHash(packValues) ? 'unchanged' : 'updated';
}
