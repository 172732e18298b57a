import { normaliseAnswer } from './normalize.ts';

/**
 * A vocabulary card's accepted alternatives: other words or forms that fill its gap equally well (`kuri` beside
 * `tige`), accepted by the judge like the card's form. Written in one cell or field, entries separated by `|` or
 * one per line.
 */
export const CARD_ALTERNATIVES_SEPARATOR = '|';

/** The entries of an alternatives cell or field: split on `|` and line breaks, each trimmed, blanks dropped. */
export function splitCardAlternatives(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[|\r\n]+/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The alternatives as one cell (the CSV export and the content pack): entries joined by `|`. */
export function joinCardAlternatives(alternatives: readonly string[]): string {
  return alternatives.join(CARD_ALTERNATIVES_SEPARATOR);
}

/**
 * Why a card's alternatives are refused, or null: an entry equal to the form, or to an earlier entry, once the judge
 * has normalised both (letter case, spacing, final punctuation) — it would accept nothing more.
 */
export function cardAlternativesProblem(form: string, alternatives: readonly string[]): string | null {
  const seen = new Set([normaliseAnswer(form)]);
  for (const a of alternatives) {
    const key = normaliseAnswer(a);
    if (key === normaliseAnswer(form))
      return `Also accepted: "${a}" is the card's form itself; list only other answers.`;
    if (seen.has(key)) return `Also accepted: "${a}" is listed twice; list each answer once.`;
    seen.add(key);
  }
  return null;
}
