import {
  CASES,
  REVIEW_STATUSES,
  type SortOrder,
  VERB_FORMS,
  VOCABULARY_SORTS,
  type VocabularyCardFilterInput,
  type VocabularySort,
  WORD_TYPES,
} from '@keelerada/domain';
import { z } from 'zod';
import { dayParam, enumParam, idParam, listSearchSchema } from '../components/ListPage.tsx';
import { plural } from '../lib/text.ts';

// The card table's URL (issue #20): filters, sort and page live in the search params, so a filtered, sorted page can
// be bookmarked and shared, and the review queue, the export and "all matching" read the same filters.

export const cardTableSearchSchema = listSearchSchema.extend({
  reviewStatus: enumParam(REVIEW_STATUSES),
  spelling: z.boolean().optional().catch(undefined),
  wordType: enumParam(WORD_TYPES),
  /** A case or a verb form (one select; the server has caseForm and verbForm). */
  form: enumParam([...CASES, ...VERB_FORMS]),
  /** "Last N days". */
  added: z.coerce.number().int().min(1).max(3650).optional().catch(undefined),
  /** A bad day (not YYYY-MM-DD, or no such date) is dropped, not sent (the server would answer 400). */
  from: dayParam,
  to: dayParam,
  batch: idParam,
  /** One card ("Edit this card" after a create): the list shows exactly it. */
  id: idParam,
  sort: z.enum(VOCABULARY_SORTS).optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
});
export type CardTableSearch = z.output<typeof cardTableSearchSchema>;

/** The server's filter for the table's search params (page and sort left out). */
export function cardFilterOfSearch(s: CardTableSearch): VocabularyCardFilterInput {
  const isCase = s.form !== undefined && (CASES as readonly string[]).includes(s.form);
  const f: Record<string, unknown> = {
    search: s.search,
    level: s.level,
    reviewStatus: s.reviewStatus,
    spellingWarnings: s.spelling || undefined,
    wordType: s.wordType,
    caseForm: isCase ? s.form : undefined,
    verbForm: s.form !== undefined && !isCase ? s.form : undefined,
    addedWithinDays: s.added,
    addedFrom: s.from,
    addedTo: s.to,
    importBatchId: s.batch,
    id: s.id,
  };
  for (const k of Object.keys(f)) if (f[k] === undefined) delete f[k];
  return f as VocabularyCardFilterInput;
}

/** The search params the filter card writes (Clear Filters empties them all; `id` is "Showing card #N only"). */
export const CARD_FILTER_KEYS = [
  'search',
  'level',
  'reviewStatus',
  'spelling',
  'wordType',
  'form',
  'added',
  'from',
  'to',
  'batch',
  'id',
] as const satisfies readonly (keyof CardTableSearch)[];

/**
 * How many of the filter card's ten filters are set — search, level, review status, word type, case or verb form,
 * date added, added from, added to, import batch, spelling warnings — for its "Filters (N)" button. The one-card
 * filter (`id`) is not one of them: it has its own notice above the table.
 */
export function activeCardFilterCount(s: CardTableSearch): number {
  return CARD_FILTER_KEYS.filter((k) => k !== 'id' && s[k] !== undefined && s[k] !== false && s[k] !== '')
    .length;
}

/** Whether any filter is set (the empty state says "No card matches these filters."). */
export function hasCardFilters(s: CardTableSearch): boolean {
  return Object.keys(cardFilterOfSearch(s)).length > 0;
}

/**
 * A click on a column header: a new column sorts ascending (date added: newest first), the sorted column flips,
 * and its third click goes back to the default order (undefined).
 */
export function nextSort(
  current: { sort?: VocabularySort | undefined; order?: SortOrder | undefined },
  column: VocabularySort,
): { sort: VocabularySort | undefined; order: SortOrder | undefined } {
  const first: SortOrder = column === 'createdAt' ? 'desc' : 'asc';
  if (current.sort !== column) return { sort: column, order: first };
  const order = current.order ?? 'asc';
  if (order === first) return { sort: column, order: first === 'asc' ? 'desc' : 'asc' };
  return { sort: undefined, order: undefined };
}

/** aria-sort of a column header. */
export function ariaSort(
  current: { sort?: VocabularySort | undefined; order?: SortOrder | undefined },
  column: VocabularySort,
): 'ascending' | 'descending' | 'none' {
  if (current.sort !== column) return 'none';
  return (current.order ?? 'asc') === 'asc' ? 'ascending' : 'descending';
}

/** The row ↑ / ↓ moves to from `index` (stays at the ends). */
export function rowAfterKey(index: number, count: number, key: string): number | null {
  if (key === 'ArrowDown') return index + 1 < count ? index + 1 : null;
  if (key === 'ArrowUp') return index > 0 ? index - 1 : null;
  return null;
}

/**
 * The header's export button: "Export CSV" (every card), "Export 1,234 matching cards (CSV)", or, when no card
 * matches the filters, off with the reason (an export of nothing is an empty file).
 */
export function exportButton(
  total: number | undefined,
  filtered: boolean,
): { label: string; disabled: boolean; title: string } {
  if (total === 0)
    return {
      label: filtered ? 'Export 0 matching cards (CSV)' : 'Export CSV',
      disabled: true,
      title: filtered ? 'No card matches these filters: nothing to export.' : 'There are no cards to export.',
    };
  if (filtered && total !== undefined)
    return {
      label: `Export ${plural(total, 'matching card')} (CSV)`,
      disabled: false,
      title: 'Exports the cards matching the filters',
    };
  return {
    label: 'Export CSV',
    disabled: false,
    title: filtered ? 'Exports the cards matching the filters' : 'Exports every card',
  };
}
