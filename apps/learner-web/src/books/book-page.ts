import { totalPages } from '@keelerada/domain';

/**
 * The page asked for in the reader's URL (`?page=4`): a whole number (the router parses `4` as a number; a string
 * of digits is read too, a fraction is cut). Anything else — no page, `?page=abc` — is no page: the reader then
 * opens at the first unread page (session 29).
 */
export function pageParam(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

/** A page kept within the book: 1 to its last page (page 1 for a book with no segments). */
export function clampPage(page: number, totalSegments: number): number {
  return Math.max(1, Math.min(page, Math.max(1, totalPages(totalSegments))));
}

/** The page the reader shows for the URL's `page`: clamped into the book, or null when the URL names none. */
export function readerPage(value: unknown, totalSegments: number): number | null {
  const asked = pageParam(value);
  return asked === null ? null : clampPage(asked, totalSegments);
}

/**
 * Whether the URL should be rewritten (in place, without a history entry) to name `page`: when it names no page
 * (the opening page is written in) or another one (out of range, clamped). `?page=3` for page 3 stays as it is.
 */
export function urlNeedsPage(value: unknown, page: number): boolean {
  return value !== page;
}
