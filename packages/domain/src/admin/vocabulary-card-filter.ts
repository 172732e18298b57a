import { z } from 'zod';
import { CONTENT_LEVELS, levelMessage } from '../levels/levels.ts';
import {
  adminId,
  booleanFilter,
  dayRangeCheck,
  optionalDay,
  optionalFilter,
  searchText,
  wholeNumber,
} from './common.ts';
import { CASES, REVIEW_STATUSES, VERB_FORMS, WORD_TYPES } from './enums.ts';

// The card table's filters (admin-back-office.md §2 search, level, reviewStatus; issue #20 adds word type, case or
// verb form, date added and import batch) and its column sorting. One schema serves the list, the export, the bulk
// action's "all matching" and the review queue, so "matching" means the same everywhere.

export const ADDED_WITHIN_DAYS_MAX = 3650;

/** The filter fields of the card table (each optional; together they AND). */
export const vocabularyCardFilterFields = {
  search: searchText,
  level: optionalFilter(CONTENT_LEVELS, levelMessage()),
  reviewStatus: optionalFilter(
    REVIEW_STATUSES,
    `Review status must be one of ${REVIEW_STATUSES.join(', ')}.`,
  ),
  spellingWarnings: booleanFilter('spellingWarnings must be true or false.'),
  wordType: optionalFilter(WORD_TYPES, `Word type must be one of ${WORD_TYPES.join(', ')}.`),
  caseForm: optionalFilter(CASES, `Case form must be one of ${CASES.join(', ')}.`),
  verbForm: optionalFilter(VERB_FORMS, `Verb form must be one of ${VERB_FORMS.join(', ')}.`),
  /** Added on or after this day (UTC). */
  addedFrom: optionalDay,
  /** Added on or before this day (UTC). */
  addedTo: optionalDay,
  /** Added in the last N days (from now). */
  addedWithinDays: wholeNumber(
    `addedWithinDays must be a whole number from 1 to ${ADDED_WITHIN_DAYS_MAX}.`,
    1,
    ADDED_WITHIN_DAYS_MAX,
  ).optional(),
  importBatchId: adminId('Import batch id').optional(),
  /** One card (round 2: "Edit this card" after a create opens the list on exactly the new card). */
  id: adminId('Vocabulary card id').optional(),
};

/** `addedFrom` must not be after `addedTo`. */
export const checkAddedRange = dayRangeCheck('addedFrom', 'addedTo', 'added');

/** The card filter on its own (bulk "all matching", export, review queue). */
export const vocabularyCardFilter = z.object(vocabularyCardFilterFields).superRefine(checkAddedRange);
export type VocabularyCardFilterInput = z.input<typeof vocabularyCardFilter>;
export type VocabularyCardFilterValues = z.output<typeof vocabularyCardFilter>;

/** Columns the card table sorts by (the URL's `sort`). */
export const VOCABULARY_SORTS = ['word', 'translation', 'level', 'wordType', 'status', 'createdAt'] as const;
export type VocabularySort = (typeof VOCABULARY_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const vocabularySortFields = {
  sort: optionalFilter(VOCABULARY_SORTS, `sort must be one of ${VOCABULARY_SORTS.join(', ')}.`),
  order: optionalFilter(SORT_ORDERS, 'order must be asc or desc.'),
};

const DAY_MS = 86_400_000;

/**
 * The created_at bounds a filter asks for: `from` inclusive, `before` exclusive (the day after `addedTo`, UTC).
 * "Last N days" is the N×24 hours before `now`; with a range too, the later start wins.
 */
export function addedBounds(
  f: { addedFrom?: string | undefined; addedTo?: string | undefined; addedWithinDays?: number | undefined },
  now: Date,
): { from?: Date; before?: Date } {
  const starts: Date[] = [];
  if (f.addedFrom) starts.push(new Date(`${f.addedFrom}T00:00:00Z`));
  if (f.addedWithinDays) starts.push(new Date(now.getTime() - f.addedWithinDays * DAY_MS));
  const from = starts.length ? new Date(Math.max(...starts.map((d) => d.getTime()))) : undefined;
  const before = f.addedTo ? new Date(Date.parse(`${f.addedTo}T00:00:00Z`) + DAY_MS) : undefined;
  return { ...(from ? { from } : {}), ...(before ? { before } : {}) };
}

/** The filters of an input without its page, limit and sort (what "all matching" and the export apply). */
export function cardFilterOf<T extends VocabularyCardFilterValues>(v: T): VocabularyCardFilterValues {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(vocabularyCardFilterFields)) {
    const value = (v as Record<string, unknown>)[k];
    if (value !== undefined) out[k] = value;
  }
  return out as VocabularyCardFilterValues;
}
