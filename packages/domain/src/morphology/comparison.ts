import type { Degree, ParadigmCell } from './labels.ts';
import { nominalParadigm } from './nominal-paradigm.ts';
import type { PrincipalSlots } from './principal-forms.ts';

/** Slot indexes of an adjective's optional comparative and superlative (FORMAT.md "Lexicon"). */
export const COMPARATIVE_SLOT = 6;
export const SUPERLATIVE_SLOT = 7;
/** Written in the comparative or superlative slot: the word has no such form (`-` in the comparative: no comparison). */
export const NO_FORM = '-';

const VOWELS = /[aeiouõäöü]+/gu;
const syllables = (word: string) => word.match(VOWELS)?.length ?? 0;
/** A one-syllable word (suur, pikk, soe), or a two-syllable one in `-i` whose genitive differs (tühi : tühja). */
const shortWord = (nominative: string, genitive: string) =>
  syllables(nominative) === 1 || (nominative.endsWith('i') && nominative !== genitive);

/**
 * The regular comparative from the genitive singular: genitive + `m` (ilusa → ilusam, kalli → kallim, uue → uuem);
 * a two-syllable genitive in `a`/`u` of a one-syllable word (or of one in `-i`: tühi) takes `e` for its vowel
 * (suure → suurem, pika → pikem, targa → targem, sooja → soojem, tühja → tühjem).
 */
export function regularComparative(nominative: string, genitive: string): string {
  if (syllables(genitive) === 2 && /[au]$/u.test(genitive) && shortWord(nominative, genitive))
    return `${genitive.slice(0, -1)}em`;
  return `${genitive}m`;
}

/**
 * The regular synthetic superlative, or null when the word forms none: a comparative in `-em` of a one-syllable word
 * gives `-im` (suurem → suurim, pikem → pikim); otherwise a partitive plural in a vowel + `id` drops the `d` for `m`
 * (ilusaid → ilusaim, kõrgeid → kõrgeim, kalleid → kalleim).
 */
export function regularSuperlative(
  slots: { nominative: string; genitive: string; partitivePlural?: string },
  comparative: string,
): string | null {
  const { nominative, genitive, partitivePlural } = slots;
  if (shortWord(nominative, genitive) && /[^aeiouõäöü]em$/u.test(comparative))
    return `${comparative.slice(0, -2)}im`;
  if (partitivePlural && /[aeiouõäöü]id$/u.test(partitivePlural) && !partitivePlural.endsWith('sid'))
    return `${partitivePlural.slice(0, -1)}m`;
  return null;
}

/** The declension of a comparative or superlative nominative (suurem: suurema, suuremat, suuremate, suuremaid). */
function degreeCells(nominative: string, degree: Degree, variant?: string): ParadigmCell[] {
  const n = nominative;
  return nominalParadigm([[n], [`${n}a`], [`${n}at`], [`${n}ate`], [`${n}aid`], []]).map((c) =>
    variant ? { ...c, degree, variant } : { ...c, degree },
  );
}

/** The comparative and superlative nominatives of an adjective: given in its slots 7–8, else the regular ones. */
export function comparisonForms(slots: PrincipalSlots): { comparative: string[]; superlative: string[] } {
  const [nom = [], gen = [], , , partPl = []] = slots;
  const givenComparative = slots[COMPARATIVE_SLOT] ?? [];
  const givenSuperlative = slots[SUPERLATIVE_SLOT] ?? [];
  if (givenComparative.includes(NO_FORM) || !nom[0] || !gen[0]) return { comparative: [], superlative: [] };
  const comparative = givenComparative.length > 0 ? givenComparative : [regularComparative(nom[0], gen[0])];
  if (givenSuperlative.includes(NO_FORM)) return { comparative, superlative: [] };
  if (givenSuperlative.length > 0) return { comparative, superlative: givenSuperlative };
  const regular = regularSuperlative(
    { nominative: nom[0], genitive: gen[0], partitivePlural: partPl[0] },
    comparative[0]!,
  );
  return { comparative, superlative: regular ? [regular] : [] };
}

/**
 * An adjective's comparative and superlative cells, each labelled with its `degree`: the comparative's full
 * declension, the synthetic superlative's (where the word has one) and the periphrastic superlative `kõige` + each
 * comparative cell (variant `periphrastic`).
 */
export function comparisonParadigm(slots: PrincipalSlots): ParadigmCell[] {
  const { comparative, superlative } = comparisonForms(slots);
  const comparatives = comparative.flatMap((f) => degreeCells(f, 'COMPARATIVE'));
  return [
    ...comparatives,
    ...superlative.flatMap((f) => degreeCells(f, 'SUPERLATIVE')),
    ...comparatives.map((c) => ({
      ...c,
      form: `kõige ${c.form}`,
      degree: 'SUPERLATIVE' as const,
      variant: 'periphrastic',
    })),
  ];
}
