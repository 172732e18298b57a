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

const TYPOGRAPHIC: [RegExp, string][] = [
  [/[\u2018\u2019\u201A\u201B\u2032\u00B4`]/gu, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/gu, '"'],
  [/[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/gu, '-'],
  [/\u2026/gu, '...'],
];

/**
 * The one form every judged answer is compared in: NFC, typographic quotes and dashes made plain, trimmed,
 * lower-cased, repeated spaces collapsed and final punctuation (. ! ? … , ; : and closing quotes) dropped.
 */
export function normaliseAnswer(s: string): string {
  let t = s.normalize('NFC');
  for (const [re, plain] of TYPOGRAPHIC) t = t.replace(re, plain);
  return normalizeText(t)
    .replace(/[\s.!?,;:'"]+$/u, '')
    .replace(/^["'\s]+/u, '')
    .trim();
}
