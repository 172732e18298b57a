import { normaliseAnswer } from './normalize.ts';

/**
 * A vocabulary card's accepted alternatives: other words or forms that fill its gap equally well (`kuri` beside
 * `tige`), accepted by the judge like the card's form. Written in one cell or field, entries separated by `|`, by a
 * comma or one per line: an answer fills one gap, so it never needs a comma, and an editor who types `kuri, tige`
 * means two answers.
 */
export const CARD_ALTERNATIVES_SEPARATOR = '|';

/** How screens show a list of alternatives: a separator no entry can hold, so two entries never read as one. */
export const SHOWN_ALTERNATIVES_SEPARATOR = ' | ';

/** The entries of an alternatives cell or field: split on `|`, commas and line breaks, each trimmed, blanks dropped. */
export function splitCardAlternatives(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[|,\r\n]+/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The alternatives as one cell (the CSV export and the content pack): entries joined by `|`. */
export function joinCardAlternatives(alternatives: readonly string[]): string {
  return alternatives.join(CARD_ALTERNATIVES_SEPARATOR);
}

/** The alternatives as a screen shows them: `kuri | pahane`. */
export function showAlternatives(alternatives: readonly string[]): string {
  return alternatives.join(SHOWN_ALTERNATIVES_SEPARATOR);
}

/** What the admin screens call a list of accepted alternatives, on a card and on a grammar exercise alike. */
export const ALTERNATIVES_LABEL = 'Also accepted';

/** How a refusal names the list and the answer it sits beside ("Also accepted", "the card's form"). */
export interface AlternativesWording {
  field: string;
  answer: string;
}

/**
 * Why a list of accepted alternatives is refused, or null: an entry with no letter or digit (the judge normalises
 * "." to nothing, so it could never match), or equal to the answer or to an earlier entry once the judge has
 * normalised both (letter case, spacing, final punctuation) — it would accept nothing more. Vocabulary cards and
 * grammar exercises share it.
 */
export function alternativesProblem(
  answer: string,
  alternatives: readonly string[],
  wording: AlternativesWording,
): string | null {
  const own = normaliseAnswer(answer);
  const seen = new Set([own]);
  for (const a of alternatives) {
    if (!/[\p{L}\p{N}]/u.test(a)) return `${wording.field}: "${a}" has no letters; write the answer itself.`;
    const key = normaliseAnswer(a);
    if (key === own) return `${wording.field}: "${a}" is ${wording.answer} itself; list only other answers.`;
    if (seen.has(key)) return `${wording.field}: "${a}" is listed twice; list each answer once.`;
    seen.add(key);
  }
  return null;
}

/** `alternativesProblem` for a vocabulary card: its alternatives beside its form. */
export function cardAlternativesProblem(form: string, alternatives: readonly string[]): string | null {
  return alternativesProblem(form, alternatives, { field: ALTERNATIVES_LABEL, answer: "the card's form" });
}
