// The object `npm run -s content:report` prints.
import type { PackCounts } from '../pack/count.ts';
import type { SpellingResult } from '../spelling/check-spelling.ts';

export interface ContentReport {
  vocabulary: PackCounts['vocabulary'];
  principalForms: PackCounts['principalForms'];
  grammar: PackCounts['grammar'];
  reading: PackCounts['reading'];
  books: PackCounts['books'];
  /** Per exercise type: items, and items with more than one accepted answer. */
  acceptedAnswers: PackCounts['accepted'];
  /** tokens: occurrences checked; unknown / allowlisted: distinct tokens. */
  spelling: { tokens: number; unknown: number; allowlisted: number };
}

export function contentReport(counts: PackCounts, spelling: SpellingResult): ContentReport {
  return {
    vocabulary: counts.vocabulary,
    principalForms: counts.principalForms,
    grammar: counts.grammar,
    reading: counts.reading,
    books: counts.books,
    acceptedAnswers: counts.accepted,
    spelling: {
      tokens: spelling.tokens,
      unknown: spelling.unknown.size,
      allowlisted: spelling.allowlisted.size,
    },
  };
}
