import { normalizeSentence, UNCHANGED_SENTENCE_HINT } from '@keelerada/domain';

/** What the judge says to the incorrect sentence sent back as it was; the app says it before judging. */
export const UNCHANGED_HINT = UNCHANGED_SENTENCE_HINT;

/**
 * Whether the answer is still the incorrect sentence the box was filled with, compared as the judge compares it
 * (`normalizeSentence`: case, spacing and punctuation ignored).
 */
export function isUnchanged(answer: string, incorrectSentence: string): boolean {
  const a = normalizeSentence(answer);
  return a !== '' && a === normalizeSentence(incorrectSentence);
}

/**
 * The hint shown instead of a verdict when Check (or Ctrl+Enter) is pressed on the unedited sentence: it is not an
 * answer, so it is neither judged nor recorded, and the item stays open. Null for any edited answer.
 */
export function unchangedHint(answer: string, incorrectSentence: string): string | null {
  return isUnchanged(answer, incorrectSentence) ? UNCHANGED_HINT : null;
}
