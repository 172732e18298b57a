import type { DbOrTrx } from '../schema/index.ts';

export interface HistoryEntryValues {
  kind: string;
  item_id: number;
  label: string;
  action: string;
  changes: { field: string; before: unknown; after: unknown }[];
  admin_id: number | null;
  created_at: Date;
}

/** Rows per INSERT: 7 values a row keeps a statement under Postgres' 65,535 bind parameters. */
const HISTORY_ROWS_PER_INSERT = 5000;

/** Records admin changes (one row per item changed; a bulk action of 10,000 cards in two statements). */
export async function recordHistory(db: DbOrTrx, entries: readonly HistoryEntryValues[]): Promise<void> {
  for (let i = 0; i < entries.length; i += HISTORY_ROWS_PER_INSERT) {
    await db
      .insertInto('content_history')
      .values(
        entries
          .slice(i, i + HISTORY_ROWS_PER_INSERT)
          .map((e) => ({ ...e, changes: JSON.stringify(e.changes) })),
      )
      .execute();
  }
}

export interface HistoryFilter {
  kind?: string | undefined;
  itemId?: number | undefined;
  adminId?: number | undefined;
  limit: number;
}

/** History entries, newest first, with the admin's email and name; filtered by item and/or admin. */
export function listHistory(db: DbOrTrx, f: HistoryFilter) {
  let q = db
    .selectFrom('content_history as h')
    .leftJoin('users as u', 'u.id', 'h.admin_id')
    .select([
      'h.id',
      'h.kind',
      'h.item_id',
      'h.label',
      'h.action',
      'h.changes',
      'h.admin_id',
      'h.created_at',
      'u.email as admin_email',
      'u.first_name as admin_first_name',
      'u.last_name as admin_last_name',
    ]);
  if (f.kind) q = q.where('h.kind', '=', f.kind);
  if (f.itemId !== undefined) q = q.where('h.item_id', '=', f.itemId);
  if (f.adminId !== undefined) q = q.where('h.admin_id', '=', f.adminId);
  return q.orderBy('h.created_at', 'desc').orderBy('h.id', 'desc').limit(f.limit).execute();
}
