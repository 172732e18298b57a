import {
  type Db,
  listTrash,
  lockTrashEntry,
  purgeTrash,
  restoreTrashEntry,
  type TrashListRow,
} from '@keelerada/db';
import { AppError, isUniqueViolation, notFound } from '../../errors/app-error.ts';
import { recordItemEvents } from './history.service.ts';

/** Days a deleted item stays restorable (issue #20). */
export const TRASH_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

export const TRASH_NOT_FOUND = 'This item is no longer in the trash.';
export const RESTORE_CONFLICT =
  'An item with the same content exists again (created after the delete); change or delete it, then restore.';

/** The oldest deletion still kept at `now`. */
export const trashCutoff = (now: Date) => new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);

export interface TrashItem {
  id: number;
  kind: string;
  itemId: number;
  label: string;
  deletedAt: string;
  deletedBy: string | null;
  /** When it is purged for good. */
  purgeAt: string;
}

const toItem = (r: TrashListRow): TrashItem => ({
  id: r.id,
  kind: r.kind,
  itemId: r.item_id,
  label: r.label,
  deletedAt: new Date(r.deleted_at).toISOString(),
  deletedBy: r.deleted_by_email,
  purgeAt: new Date(new Date(r.deleted_at).getTime() + TRASH_RETENTION_DAYS * DAY_MS).toISOString(),
});

/**
 * The trash, newest first. Entries past the retention are purged first, by one idempotent DELETE that any number of
 * server processes may run at once (no timer: every read and every delete purges, so nothing expired is ever shown
 * or restored).
 */
export async function listTrashItems(db: Db, now: Date): Promise<{ items: TrashItem[] }> {
  await purgeTrash(db, trashCutoff(now));
  return { items: (await listTrash(db)).map(toItem) };
}

/** Restores one trashed item with its ids and its learners' progress; 404 when gone, 409 on a new duplicate. */
export async function restoreTrashItem(
  db: Db,
  id: number,
  now: Date,
  by: number | null = null,
): Promise<{ success: true; kind: string }> {
  await purgeTrash(db, trashCutoff(now));
  try {
    return await db.transaction().execute(async (trx) => {
      const entry = await lockTrashEntry(trx, id);
      if (!entry) throw notFound(TRASH_NOT_FOUND);
      await restoreTrashEntry(trx, entry);
      await recordItemEvents(
        trx,
        entry.kind,
        [{ id: entry.item_id, label: entry.label }],
        'restore',
        by,
        now,
      );
      return { success: true as const, kind: entry.kind };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError('CONFLICT', RESTORE_CONFLICT);
    throw e;
  }
}
