import { cardinalWords, ordinalWordParts } from '../morphology/number-words.ts';
import type { Diagnosis } from './diagnose.ts';
import type { Morphology } from './morphology-port.ts';
import { normalizeSentence } from './normalize.ts';

/**
 * Cardinal and ordinal numbers are different words (`viis` 'five', `viies` 'fifth'), not forms of one word, so the
 * judge names that confusion itself: `viis` chosen for `viies` is "the cardinal number five; here you need the
 * ordinal `viies`, 'fifth'". The numbers 1–999 and 1000 are written out here as Estonian words, with their English
 * names; a compound ordinal keeps its leading parts in the genitive (`kahekümne neljas`, 24th).
 */

const EN_UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const EN_TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_ORDINAL_WORD: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

const CARDINALS = new Map<string, number>();
const ORDINALS = new Map<string, number>();
for (let n = 1; n <= 1000; n++) {
  CARDINALS.set(cardinalWords(n), n);
  const { leading, ordinal } = ordinalWordParts(n);
  ORDINALS.set([...leading, ordinal].join(' '), n);
  // the ordinal compound is also written as one word (kahekümneneljas)
  if (leading.length) ORDINALS.set([...leading, ordinal].join(''), n);
}

/** The English name of a number from 1 to 1000: `twenty-four`. */
export function englishCardinal(n: number): string {
  if (n === 1000) return 'one thousand';
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const below =
    rest < 10
      ? EN_UNITS[rest]!
      : rest < 20
        ? EN_TEENS[rest - 10]!
        : `${EN_TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${EN_UNITS[rest % 10]}` : ''}`;
  if (!hundreds) return below;
  return `${EN_UNITS[hundreds]} hundred${below ? ` and ${below}` : ''}`;
}

/** The English ordinal of a number from 1 to 1000: `twenty-fourth`. */
export function englishOrdinal(n: number): string {
  const words = englishCardinal(n);
  const m = /^(.*?)([a-z]+)$/u.exec(words)!;
  const last = m[2]!;
  const ordinal = EN_ORDINAL_WORD[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return `${m[1]}${ordinal}`;
}

/** The number an Estonian cardinal or ordinal (its dictionary form) stands for. */
export function cardinalValue(words: string): number | undefined {
  return CARDINALS.get(normalizeSentence(words));
}
export function ordinalValue(words: string): number | undefined {
  return ORDINALS.get(normalizeSentence(words));
}

/**
 * The dictionary forms `given` may be of: the words themselves, and with the morphology each word's lemmas (an
 * inflected `viiel` is `viis`). Each word is read on its own, so a compound (`kahekümnel neljal`) is read part by
 * part; at most a few readings per word are tried.
 */
function dictionaryForms(given: string, m: Morphology): string[] {
  const words = normalizeSentence(given).split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 4) return [];
  let out: string[][] = [[]];
  for (const w of words) {
    const lemmas = [...new Set([w, ...m.analyse(w).map((r) => normalizeSentence(r.lemma))])].slice(0, 4);
    out = out.flatMap((prefix) => lemmas.map((l) => [...prefix, l]));
  }
  return out.map((ws) => ws.join(' '));
}

/**
 * When `given` is the cardinal of the ordinal the answer needs (or the ordinal of the cardinal): that confusion,
 * named. `targetLemma` is the dictionary form of the asked word (`viies`), `expected` the form to give (`viiendal`).
 */
export function diagnoseNumeralConfusion(
  m: Morphology,
  given: string,
  targetLemma: string,
  expected: string,
): Diagnosis | undefined {
  const asOrdinal = ordinalValue(targetLemma);
  const asCardinal = cardinalValue(targetLemma);
  if (asOrdinal === undefined && asCardinal === undefined) return undefined;
  const forms = dictionaryForms(given, m);
  const shown = given.trim();
  if (asOrdinal !== undefined && forms.some((f) => cardinalValue(f) === asOrdinal)) {
    const base = forms.find((f) => cardinalValue(f) === asOrdinal)!;
    const what =
      base === normalizeSentence(shown)
        ? `the cardinal number ${englishCardinal(asOrdinal)}`
        : `a form of the cardinal number ${englishCardinal(asOrdinal)}, ${base}`;
    return {
      kind: 'different-word',
      message: `\`${shown}\` is ${what}; here you need the ordinal \`${expected}\`, '${englishOrdinal(asOrdinal)}'.`,
      confusion: 'ordinal ↔ cardinal',
    };
  }
  if (asCardinal !== undefined && forms.some((f) => ordinalValue(f) === asCardinal)) {
    const base = forms.find((f) => ordinalValue(f) === asCardinal)!;
    const what =
      base === normalizeSentence(shown)
        ? `the ordinal number ${englishOrdinal(asCardinal)}`
        : `a form of the ordinal number ${englishOrdinal(asCardinal)}, ${base}`;
    return {
      kind: 'different-word',
      message: `\`${shown}\` is ${what}; here you need the cardinal \`${expected}\`, '${englishCardinal(asCardinal)}'.`,
      confusion: 'cardinal ↔ ordinal',
    };
  }
  return undefined;
}
