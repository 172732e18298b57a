import { httpStatusOf } from '@keelerada/api-client';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { type trpc, UNREACHABLE_MESSAGE } from '../api.ts';

export type Book = inferOutput<typeof trpc.books.list>['texts'][number];
export type SegmentsPage = inferOutput<typeof trpc.books.segments>;
export type Segment = SegmentsPage['segments'][number];

export const BOOKS_PATH = '/dual-language-books';

/**
 * "Failed to fetch books: 500" (learner-app.md §8) when the server answered; a request it never answered says what
 * every other screen says then (the API client's `UNREACHABLE_MESSAGE`).
 */
export function failure(prefix: string, error: unknown): string {
  const status = httpStatusOf(error);
  return status === undefined ? UNREACHABLE_MESSAGE : `${prefix}: ${status}`;
}

/** Short en-US date, e.g. "Nov 22, 2026". */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
