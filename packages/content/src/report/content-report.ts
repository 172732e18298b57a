// The object `npm run -s content:report` prints.
import type { PackCounts } from '../pack/count.ts';
import type { JsonFile } from '../pack/pack.ts';
import type { SpellingResult } from '../spelling/check-spelling.ts';
import { type OptionLengthReport, optionLengthReport } from './option-length.ts';

export interface ContentReport {
  vocabulary: PackCounts['vocabulary'];
  principalForms: PackCounts['principalForms'];
  grammar: PackCounts['grammar'];
  reading: PackCounts['reading'];
  /** Choice questions whose key is strictly the longest (or shortest) option; present when the texts are given. */
  readingOptionLength?: OptionLengthReport;
  books: PackCounts['books'];
  /** Per exercise type: items, and items with more than one accepted answer. */
  acceptedAnswers: PackCounts['accepted'];
  /** tokens: occurrences checked; unknown / allowlisted: distinct tokens. */
  spelling: { tokens: number; unknown: number; allowlisted: number };
}

/** `reading`: the pack's reading files, for the option-length check (`contentReport(counts, spelling, pack.reading)`). */
export function contentReport(
  counts: PackCounts,
  spelling: SpellingResult,
  reading?: readonly JsonFile[],
): ContentReport {
  return {
    vocabulary: counts.vocabulary,
    principalForms: counts.principalForms,
    grammar: counts.grammar,
    reading: counts.reading,
    ...(reading && { readingOptionLength: optionLengthReport(reading) }),
    books: counts.books,
    acceptedAnswers: counts.accepted,
    spelling: {
      tokens: spelling.tokens,
      unknown: spelling.unknown.size,
      allowlisted: spelling.allowlisted.size,
    },
  };
}
