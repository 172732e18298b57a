import { z } from 'zod';
import {
  adminId,
  dayRangeCheck,
  optionalDay,
  optionalFilter,
  pageFields,
  searchText,
  wholeNumber,
} from './common.ts';

// The admin Trash (issue #20) as a paged, filtered list: search by label, kind, who deleted it and the day of the
// delete. One filter serves the list and "Restore all N matching", so "matching" means the same in both.

/** What can be in the Trash. */
export const TRASH_KINDS = ['vocabulary_card', 'grammar_exercise', 'reading_text', 'book'] as const;
export type TrashKindName = (typeof TRASH_KINDS)[number];

/** "Restore all N matching": the most items one request may restore (a bulk delete of 21,000 cards fits). */
export const TRASH_RESTORE_MAX = 25_000;

/** The filter fields of the Trash list (each optional; together they AND). */
export const trashFilterFields = {
  /** Part of the label, capitals and diacritics ignored (`oun` finds õun), as the other admin lists. */
  search: searchText,
  kind: optionalFilter(TRASH_KINDS, `kind must be one of ${TRASH_KINDS.join(', ')}.`),
  /** The id of the admin who deleted the items. */
  deletedBy: adminId('deletedBy (the id of the admin who deleted the items)').optional(),
  /** Deleted on or after this day (UTC). */
  deletedFrom: optionalDay,
  /** Deleted on or before this day (UTC). */
  deletedTo: optionalDay,
};

/** `deletedFrom` must not be after `deletedTo`. */
const checkDeletedRange = dayRangeCheck('deletedFrom', 'deletedTo', 'deleted');

/** The Trash filter on its own ("Restore all N matching"). */
export const trashFilter = z.object(trashFilterFields).superRefine(checkDeletedRange);
export type TrashFilterInput = z.input<typeof trashFilter>;
export type TrashFilterValues = z.output<typeof trashFilter>;

/** GET /admin/trash?page&limit&search&kind&deletedBy&deletedFrom&deletedTo — newest deletion first. */
export const trashListInput = z
  .object({ ...pageFields, ...trashFilterFields })
  .superRefine(checkDeletedRange)
  .prefault({});
export type TrashListInput = z.input<typeof trashListInput>;

/**
 * POST /admin/trash/restore-matching — body {matching, expectedCount}: every item matching the Trash filters
 * (`matching`, `{}` = the whole Trash), if there are exactly `expectedCount` (the N the admin confirmed; a different
 * count now is a 409 and restores nothing). All or nothing: one item that cannot be restored restores none.
 */
export const trashRestoreMatchingInput = z.object({
  matching: trashFilter.prefault({}),
  expectedCount: wholeNumber(
    `expectedCount must be a whole number from 1 to ${TRASH_RESTORE_MAX}: the number of items you confirmed.`,
    1,
    TRASH_RESTORE_MAX,
  ),
});
export type TrashRestoreMatchingInput = z.input<typeof trashRestoreMatchingInput>;

/** GET /admin/trash/lookup?kind&itemId — is this item in the Trash (an edit page's "not found")? */
export const trashLookupInput = z.object({
  kind: z.enum(TRASH_KINDS, { error: `kind must be one of ${TRASH_KINDS.join(', ')}.` }),
  itemId: adminId('itemId'),
});
export type TrashLookupInput = z.input<typeof trashLookupInput>;

/** The 409 of "Restore all N matching" when the matching items changed since the admin confirmed. */
export const TRASH_MATCHING_CHANGED = (expected: number, now: number) =>
  `The items in the Trash matching these filters changed: ${now} match now, not ${expected}. Check the list and try again.`;

/** The 400 of "Restore all N matching" over more than TRASH_RESTORE_MAX items. */
export const TRASH_TOO_MANY = (n: number) =>
  `${n} items match: at most ${TRASH_RESTORE_MAX} can be restored at once. Narrow the filters (kind, deleted by, dates or search) and restore in parts.`;
