/**
 * Normalisation used by every answer check (learner-app.md §5). Estonian letters (ä ö ü õ š ž) are kept; text is
 * put in NFC form so a precomposed "õ" and "o" + combining tilde compare equal.
 */

/** Trimmed, lower-cased, NFC, inner whitespace collapsed to one space. */
export function normalizeText(s: string): string {
  return s.normalize('NFC').trim().toLocaleLowerCase('et').replace(/\s+/gu, ' ');
}

/** Punctuation and symbols are dropped (letters, digits and spaces stay), then `normalizeText`. */
export function stripPunctuation(s: string): string {
  return s.normalize('NFC').replace(/[^\p{L}\p{N}\p{M}\s]/gu, ' ');
}

/** Lower-cased, trimmed, punctuation-free, single-spaced: the form sentences are compared in. */
export function normalizeSentence(s: string): string {
  return normalizeText(stripPunctuation(s));
}

/** The words of a sentence after `normalizeSentence`. */
export function sentenceWords(s: string): string[] {
  const n = normalizeSentence(s);
  return n ? n.split(' ') : [];
}

/** Trimmed, case-insensitive equality (vocabulary, verb conjugation, case practice). */
export function sameAnswer(given: string | null | undefined, expected: string | null | undefined): boolean {
  if (given == null || expected == null) return false;
  const e = normalizeText(expected);
  return e.length > 0 && normalizeText(given) === e;
}
