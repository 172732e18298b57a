import { sql } from 'kysely';
import type { DbOrTrx } from '../schema/index.ts';
import { foldedSql, foldSearch, likePattern } from './admin-search.ts';

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
  /** Part of the item's label, capitals and diacritics ignored (`oun` finds õun), as the other admin lists. */
  search?: string | undefined;
  /** Changed at or after. */
  from?: Date | undefined;
  /** Changed before (exclusive). */
  before?: Date | undefined;
  limit: number;
  /** Rows skipped (a page's start); 0 when left out. */
  offset?: number | undefined;
}

/** The history rows matching `f` (aliased `h`). */
function matchingHistory(db: DbOrTrx, f: Omit<HistoryFilter, 'limit' | 'offset'>) {
  let q = db.selectFrom('content_history as h');
  if (f.kind) q = q.where('h.kind', '=', f.kind);
  if (f.itemId !== undefined) q = q.where('h.item_id', '=', f.itemId);
  if (f.adminId !== undefined) q = q.where('h.admin_id', '=', f.adminId);
  if (f.search) q = q.where(foldedSql(sql.ref('h.label')), 'like', likePattern(foldSearch(f.search)));
  if (f.from) q = q.where('h.created_at', '>=', f.from);
  if (f.before) q = q.where('h.created_at', '<', f.before);
  return q;
}

/** History entries, newest first, with the admin's email and name; filtered by item, admin, label and time. */
export function listHistory(db: DbOrTrx, f: HistoryFilter) {
  return matchingHistory(db, f)
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
    ])
    .orderBy('h.created_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(f.limit)
    .offset(f.offset ?? 0)
    .execute();
}

/** How many history entries match `f`. */
export async function countHistory(db: DbOrTrx, f: Omit<HistoryFilter, 'limit' | 'offset'>): Promise<number> {
  const r = await matchingHistory(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The admins who changed something in the history (the History's "Admin" choices), by email. */
export function historyAdmins(db: DbOrTrx) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name'])
    .where((eb) =>
      eb.exists(eb.selectFrom('content_history as h').select('h.id').whereRef('h.admin_id', '=', 'u.id')),
    )
    .orderBy('u.email')
    .execute();
}
