/** "PARTITIVE" → "partitive", "VERB" → "verb": enum values as words in running text. */
export function humanize(value: string | null | undefined): string {
  if (!value) return '';
  return value.toLowerCase().replace(/_/g, ' ');
}

/** The card label by repetitions (learner-app.md §4): 0 New word, 1 Seen once, 2+ Remember this one? */
export function repetitionLabel(repetitions: number): string {
  if (repetitions <= 0) return 'New word';
  if (repetitions === 1) return 'Seen once';
  return 'Remember this one?';
}

/** A sentence with one gap, split around it: `{}` (vocabulary) or a run of 3+ underscores (grammar). */
export interface GapParts {
  before: string;
  /** The punctuation right after the gap ("." "?" ","), to be kept on the gap's line; a space before it is dropped. */
  closing: string;
  /** The rest of the sentence after the gap and its punctuation. */
  after: string;
  hasGap: boolean;
}

const GAP = /\{\}|_{3,}/;
/** Punctuation that closes up to the word before it; a space before it is a typing slip. */
const CLOSING = /^\s*([.,!?;:…)]+)/;

export function gapParts(sentence: string): GapParts {
  const m = GAP.exec(sentence);
  if (!m) return { before: sentence, closing: '', after: '', hasGap: false };
  const rest = sentence.slice(m.index + m[0].length);
  const c = CLOSING.exec(rest);
  return {
    before: sentence.slice(0, m.index),
    closing: c ? c[1]! : '',
    after: c ? rest.slice(c[0].length) : rest,
    hasGap: true,
  };
}

/** The sentence around its gap (`gapParts`), with the closing punctuation at the start of `after`. */
export function splitGap(sentence: string): { before: string; after: string; hasGap: boolean } {
  const { before, closing, after, hasGap } = gapParts(sentence);
  return { before, after: closing + after, hasGap };
}

/**
 * The classes of the gap in a sentence: an empty gap shows its underscores as plain text (a box round them stood
 * them apart from the full stop: "ilusateks _____ ." — learner report D11); a filled one is boxed, coloured by the
 * verdict once there is one.
 */
export function gapClassName(filled: boolean, verdict: 'correct' | 'incorrect' | null = null): string {
  if (!filled) return 'ex-gap ex-gap-empty';
  return verdict ? `ex-gap ex-gap-${verdict}` : 'ex-gap';
}
