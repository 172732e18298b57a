import {
  countTrash,
  type Db,
  type DbOrTrx,
  findTrashEntry,
  listTrashPage,
  lockMatchingTrash,
  lockTrashEntry,
  purgeTrash,
  restoreTrashEntries,
  type TrashEntryRef,
  type TrashFilter,
  type TrashListRow,
  trashDeleters,
} from '@keelerada/db';
import {
  type AdminPagination,
  adminPagination,
  TRASH_MATCHING_CHANGED,
  TRASH_RESTORE_MAX,
  TRASH_TOO_MANY,
  type TrashFilterValues,
  type trashListInput,
  type trashLookupInput,
  type trashRestoreMatchingInput,
} from '@keelerada/domain';
import type { z } from 'zod';
import { AppError, badRequest, isUniqueViolation, notFound } from '../../errors/app-error.ts';
import { recordItemEvents } from './history.service.ts';

/** Days a deleted item stays restorable (issue #20). */
export const TRASH_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

export const TRASH_NOT_FOUND = 'This item is no longer in the trash.';
export const RESTORE_CONFLICT =
  'An item with the same content exists again (created after the delete); change or delete it, then restore.';
export const RESTORE_REFERENCE_GONE =
  'Something this item refers to was deleted after it (e.g. its import batch), so it cannot be put back as it was.';

/** The oldest deletion still kept at `now`. */
export const trashCutoff = (now: Date) => new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);

export interface TrashItem {
  id: number;
  kind: string;
  itemId: number;
  label: string;
  deletedAt: string;
  /** The deleting admin's email (null when unknown or since deleted). */
  deletedBy: string | null;
  /** The deleting admin's id (the "Deleted by" filter). */
  deletedById: number | null;
  /** The deleting admin's name ("Tõnu Tamm"), else the email. */
  deletedByName: string | null;
  /** When it is purged for good. */
  purgeAt: string;
}

const adminName = (first: string | null, last: string | null, email: string | null) =>
  email === null ? null : `${first ?? ''} ${last ?? ''}`.trim() || email;

const toItem = (r: TrashListRow): TrashItem => ({
  id: r.id,
  kind: r.kind,
  itemId: r.item_id,
  label: r.label,
  deletedAt: new Date(r.deleted_at).toISOString(),
  deletedBy: r.deleted_by_email,
  deletedById: r.deleted_by_email === null ? null : r.deleted_by,
  deletedByName: adminName(r.deleted_by_first_name, r.deleted_by_last_name, r.deleted_by_email),
  purgeAt: new Date(new Date(r.deleted_at).getTime() + TRASH_RETENTION_DAYS * DAY_MS).toISOString(),
});

/** The list filter as the repository takes it: `deletedTo` (a UTC day) becomes the start of the next day. */
function trashFilter(f: TrashFilterValues): TrashFilter {
  const day = (d: string) => new Date(`${d}T00:00:00Z`);
  return {
    search: f.search,
    kind: f.kind,
    deletedBy: f.deletedBy,
    deletedFrom: f.deletedFrom ? day(f.deletedFrom) : undefined,
    deletedBefore: f.deletedTo ? new Date(day(f.deletedTo).getTime() + DAY_MS) : undefined,
  };
}

export interface TrashDeleterChoice {
  id: number;
  name: string;
  email: string;
  /** Items of theirs in the trash matching the other filters (search, kind, days): what choosing them shows. */
  count: number;
}

export interface TrashPage {
  items: TrashItem[];
  pagination: AdminPagination;
  /**
   * Who has deleted what is in the trash (the "Deleted by" filter's choices, whatever the filters), each with their
   * items matching the other filters, most first.
   */
  deleters: TrashDeleterChoice[];
}

/**
 * One page of the trash, newest deletion first (a bulk delete's items in id order), filtered by label (capitals and
 * diacritics ignored), kind, deleting admin and day. Entries past the retention are purged first, by one idempotent
 * DELETE that any number of server processes may run at once (no timer: every read and every delete purges, so
 * nothing expired is ever shown or restored).
 */
export async function listTrashItems(
  db: Db,
  input: z.output<typeof trashListInput>,
  now: Date,
): Promise<TrashPage> {
  await purgeTrash(db, trashCutoff(now));
  const { page, limit } = input;
  const [{ rows, total }, deleters] = await Promise.all([
    listTrashPage(db, trashFilter(input), { limit, offset: (page - 1) * limit }),
    trashDeleters(db, trashFilter(input)),
  ]);
  return {
    items: rows.map(toItem),
    pagination: adminPagination(page, limit, total),
    deleters: deleters.map((d) => ({
      id: d.id,
      name: adminName(d.first_name, d.last_name, d.email) ?? d.email,
      email: d.email,
      count: d.count,
    })),
  };
}

/** Is this item in the trash? Its entry (who deleted it, when) for an edit page whose item is gone, else null. */
export async function lookupTrashItem(
  db: Db,
  input: z.output<typeof trashLookupInput>,
  now: Date,
): Promise<{ item: TrashItem | null }> {
  await purgeTrash(db, trashCutoff(now));
  const row = await findTrashEntry(db, input.kind, input.itemId);
  return { item: row ? toItem(row) : null };
}

/** How many of the refused items a conflict message names before "and N more". */
const CONFLICTS_NAMED = 10;

const KIND_NAMES: Record<string, string> = {
  vocabulary_card: 'vocabulary card',
  grammar_exercise: 'grammar exercise',
  reading_text: 'reading text',
  book: 'book',
};

/** The 409 of a bulk restore that met duplicates: which items, why, that nothing was restored, what to do. */
export function restoreConflictsMessage(conflicts: readonly TrashEntryRef[], total: number): string {
  const named = conflicts
    .slice(0, CONFLICTS_NAMED)
    .map((c) => `“${c.label}” (${KIND_NAMES[c.kind] ?? c.kind})`)
    .join(', ');
  const more = conflicts.length > CONFLICTS_NAMED ? ` and ${conflicts.length - CONFLICTS_NAMED} more` : '';
  const n = conflicts.length;
  return (
    `Nothing was restored: ${n} of the ${total} items cannot be restored because an item with the same content ` +
    `exists again (created after the delete): ${named}${more}. Change or delete ${n === 1 ? 'that item' : 'those items'}, ` +
    'or narrow the search so the list leaves them out, then restore again.'
  );
}

/** The restore events of the history, per kind. */
async function recordRestores(
  trx: DbOrTrx,
  restored: readonly TrashEntryRef[],
  by: number | null,
  now: Date,
) {
  for (const kind of [...new Set(restored.map((e) => e.kind))]) {
    const items = restored.filter((e) => e.kind === kind).map((e) => ({ id: e.item_id, label: e.label }));
    await recordItemEvents(trx, kind, items, 'restore', by, now);
  }
}

/** A restore's database refusals as a person-readable 409 (a duplicate, or something it refers to gone since). */
function restoreError(e: unknown): unknown {
  if (isUniqueViolation(e)) return new AppError('CONFLICT', RESTORE_CONFLICT);
  if ((e as { code?: string } | null)?.code === '23503')
    return new AppError('CONFLICT', RESTORE_REFERENCE_GONE);
  return e;
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
      const { conflicts } = await restoreTrashEntries(trx, [entry]);
      if (conflicts.length > 0) throw new AppError('CONFLICT', RESTORE_CONFLICT);
      await recordRestores(trx, [entry], by, now);
      return { success: true as const, kind: entry.kind };
    });
  } catch (e) {
    throw restoreError(e);
  }
}

/** A later copy of an item restored now, left in the trash by "Restore all N matching". */
export type TrashLeftItem = { id: number; kind: string; itemId: number; label: string };

/**
 * "Restore all N matching" (issue #20, the counterpart of the card list's "Select all N matching → Delete"): every
 * trash entry matching the filters, locked, in one transaction. More than TRASH_RESTORE_MAX is a 400; a count other
 * than the `expectedCount` the admin confirmed is a 409 (someone restored, deleted or the purge ran since); an item
 * with a duplicate created after its delete (a live item) is a 409 naming the items, and nothing is restored. Items
 * that clash only with each other (the same card deleted, re-created and deleted again) are not a refusal: the copy
 * deleted first comes back, the later ones stay in the trash and are named in the answer.
 */
export async function restoreMatchingTrash(
  db: Db,
  input: z.output<typeof trashRestoreMatchingInput>,
  now: Date,
  by: number | null = null,
): Promise<{
  success: true;
  restored: number;
  kinds: Record<string, number>;
  leftInTrash: number;
  leftInTrashItems: TrashLeftItem[];
}> {
  await purgeTrash(db, trashCutoff(now));
  const filter = trashFilter(input.matching);
  try {
    return await db.transaction().execute(async (trx) => {
      const entries = await lockMatchingTrash(trx, filter, TRASH_RESTORE_MAX + 1);
      if (entries.length > TRASH_RESTORE_MAX) throw badRequest(TRASH_TOO_MANY(await countTrash(trx, filter)));
      if (entries.length === 0) throw notFound('Nothing in the Trash matches these filters.');
      if (entries.length !== input.expectedCount)
        throw new AppError('CONFLICT', TRASH_MATCHING_CHANGED(input.expectedCount, entries.length));
      const { restored, conflicts, copies } = await restoreTrashEntries(trx, entries);
      // all or nothing against live items: the error rolls back what was put back
      if (conflicts.length > 0)
        throw new AppError('CONFLICT', restoreConflictsMessage(conflicts, entries.length));
      await recordRestores(trx, restored, by, now);
      const kinds: Record<string, number> = {};
      for (const e of restored) kinds[e.kind] = (kinds[e.kind] ?? 0) + 1;
      return {
        success: true as const,
        restored: restored.length,
        kinds,
        leftInTrash: copies.length,
        leftInTrashItems: copies
          .slice(0, CONFLICTS_NAMED)
          .map((c) => ({ id: c.id, kind: c.kind, itemId: c.item_id, label: c.label })),
      };
    });
  } catch (e) {
    throw restoreError(e);
  }
}
