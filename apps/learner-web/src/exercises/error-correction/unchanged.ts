import { normalizeSentence } from '@keelerada/domain';

/**
 * What the judge says to the incorrect sentence sent back as it was (packages/domain/src/answers/judge.ts); the app
 * says it before judging (unchanged.test.ts checks the two agree).
 */
export const UNCHANGED_HINT = 'That is the sentence with the mistake: find the word to correct.';

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
