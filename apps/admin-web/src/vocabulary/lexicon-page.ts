import type { AdminPagination } from '@keelerada/domain';
import { plural } from '../lib/text.ts';

/** The Lexicon screen's count: "51–100 of 1,234 lemmas" on one page of several, "3 lemmas" when all fit on one. */
export function lexiconCountNote(p: AdminPagination, shown: number): string {
  const all = plural(p.total, 'lemma');
  if (shown >= p.total) return all;
  const first = (p.page - 1) * p.limit + 1;
  return `${first}–${first + shown - 1} of ${all}`;
}
