import { httpStatusOf } from '@keelerada/api-client';
import type { inferOutput } from '@trpc/tanstack-react-query';
import type { trpc } from '../api.ts';

export type Book = inferOutput<typeof trpc.books.list>['texts'][number];
export type SegmentsPage = inferOutput<typeof trpc.books.segments>;
export type Segment = SegmentsPage['segments'][number];

export const BOOKS_PATH = '/dual-language-books';

/** "Failed to fetch books: 500" (learner-app.md §8); a request that never got an answer reads "network error". */
export function failure(prefix: string, error: unknown): string {
  return `${prefix}: ${httpStatusOf(error) ?? 'network error'}`;
}

/** Short en-US date, e.g. "Nov 22, 2026". */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
