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

/** Records admin changes (one row per item changed). */
export async function recordHistory(db: DbOrTrx, entries: readonly HistoryEntryValues[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('content_history')
    .values(entries.map((e) => ({ ...e, changes: JSON.stringify(e.changes) })))
    .execute();
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
