import { z } from 'zod';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX } from './enums.ts';

/** A whole number from a JSON number or a decimal string (query strings, path params); one message for every failure. */
export function wholeNumber(message: string, min: number, max: number) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/, message),
      ],
      { error: message },
    )
    .transform((v) => Number(v))
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
}

const INT4_MAX = 2_147_483_647;

/** A positive database id. */
export const adminId = (what: string) => wholeNumber(`${what} must be a positive whole number.`, 1, INT4_MAX);

/** Optional trimmed search text: blank becomes undefined (§5 Users: "an empty search is omitted"). */
export const searchText = z
  .string({ error: 'Search must be text.' })
  .max(200, 'Search is too long (at most 200 characters).')
  .optional()
  .nullable()
  .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim()));

/** `?page&limit` of an admin list: page ≥ 1 (default 1), limit 1–1000 (default 20). */
export const pageFields = {
  page: wholeNumber('Page must be a whole number of at least 1.', 1, 1_000_000)
    .optional()
    .transform((v) => v ?? 1),
  limit: wholeNumber(`Limit must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}.`, 1, ADMIN_PAGE_SIZE_MAX)
    .optional()
    .transform((v) => v ?? ADMIN_PAGE_SIZE),
};

/** An optional enum filter from a select: blank (or "all") means no filter. */
export function optionalFilter<T extends string>(values: readonly [T, ...T[]], message: string) {
  return z
    .string({ error: message })
    .optional()
    .nullable()
    .transform((v) =>
      v == null || v.trim() === '' || v.trim().toLowerCase() === 'all' ? undefined : v.trim(),
    )
    .pipe(z.enum(values, { error: message }).optional());
}

/** A boolean filter that may arrive as `true`/`false` or as the query-string words. */
export const booleanFilter = (message: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])], { error: message })
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === true || v === 'true' || v === '1'));

export interface AdminPagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** The pagination object of every admin list (§7: `{ page, totalPages }`, plus total and limit). */
export function adminPagination(page: number, limit: number, total: number): AdminPagination {
  return { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

/** The first message of a failed parse, as written (the admin forms show one message at a time). */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/** Required trimmed text with one message for missing, non-text and blank values. */
export const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** Optional trimmed text: missing stays undefined (keep), null or blank becomes null (clear). */
export const optionalText = (max: number, tooLong: string, typeMessage: string) =>
  z
    .string({ error: typeMessage })
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()))
    .refine((v) => v == null || v.length <= max, tooLong);

/**
 * Optimistic concurrency for an admin edit of a whole item: the `updated_at` the editor loaded. When it is sent and
 * the item has been saved since (compared to the millisecond), the save is refused with a 409 and writes nothing;
 * left out, the save goes through as it always did.
 */
export const expectedUpdatedAt = z.iso
  .datetime({
    offset: true,
    error:
      'expectedUpdatedAt must be an ISO 8601 instant (the updated_at you loaded), e.g. 2026-03-29T10:15:00.123Z.',
  })
  .transform((v) => new Date(v))
  .optional();

/** The 409 of a save refused by `expectedUpdatedAt`; `item` names what was edited ("this card"). */
export const editConflictMessage = (item: string) =>
  `Someone else saved ${item} after you opened it. Reload to see their changes, then make yours again.`;

/** The years a day filter accepts: wide enough for any real filter, narrow enough for the database's dates. */
export const FILTER_YEAR_MIN = 1900;
export const FILTER_YEAR_MAX = 2999;

export const DAY_FORMAT_MESSAGE = 'Dates must be written YYYY-MM-DD.';

/**
 * What is wrong with a filter day written `YYYY-MM-DD`, or null when it is a real calendar day from FILTER_YEAR_MIN
 * to FILTER_YEAR_MAX. `Date.parse` alone rolls 2026-02-30 over to 2026-03-02, so the day must read back the same;
 * a year like 0000 or 9999 made the database fail (a 500) instead of a 400.
 */
export function filterDayProblem(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return DAY_FORMAT_MESSAGE;
  const year = Number(day.slice(0, 4));
  if (year < FILTER_YEAR_MIN || year > FILTER_YEAR_MAX)
    return `${day} is out of range: give a day from the year ${FILTER_YEAR_MIN} to ${FILTER_YEAR_MAX}.`;
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day)
    return `There is no day ${day} in the calendar: give a real date, written YYYY-MM-DD.`;
  return null;
}

/** An optional filter day `YYYY-MM-DD` (blank means none): the card list's added-on, the Trash's and the History's. */
export const optionalDay = z
  .string({ error: DAY_FORMAT_MESSAGE })
  .optional()
  .nullable()
  .transform((v) => (v == null || v.trim() === '' ? undefined : v.trim()))
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_FORMAT_MESSAGE)
      .superRefine((v, ctx) => {
        const problem = filterDayProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  );

/**
 * A refinement for a filter's day range: its `from` day must not be after its `to` day, reported on the `to` field
 * with both days and the way out ("The "added from" day (2026-02-01) is after the "added to" day (2026-01-01):
 * swap them or change one.").
 */
export const dayRangeCheck =
  <F extends string, T extends string>(from: F, to: T, what: string) =>
  (v: Partial<Record<F | T, string | undefined>>, ctx: z.RefinementCtx) => {
    const first = v[from];
    const last = v[to];
    if (first && last && first > last)
      ctx.addIssue({
        code: 'custom',
        message: dayRangeMessage(what, first, last),
        path: [to],
      });
  };

/** The 400 of a backwards day range: both days, and what to do. */
export const dayRangeMessage = (what: string, from: string, to: string) =>
  `The "${what} from" day (${from}) is after the "${what} to" day (${to}): swap them or change one.`;
