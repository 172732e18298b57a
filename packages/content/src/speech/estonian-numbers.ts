// Estonian numbers as words, for text that is synthesised to speech (espeak-ng reads digits as it likes: it reads
// "1. peatükk" as a cardinal). Pure functions; `speakable` rewrites every number of a text.

import { cardinalWords, ordinalWordParts } from '@keelerada/domain';

export { cardinalWords };

/** The cases an ordinal takes before a noun; the attribute of a terminative, essive, abessive or comitative noun is genitive. */
export type OrdinalCase =
  | 'nominative'
  | 'genitive'
  | 'partitive'
  | 'illative'
  | 'inessive'
  | 'elative'
  | 'allative'
  | 'adessive'
  | 'ablative'
  | 'translative';

const ORDINAL_ENDINGS: Partial<Record<OrdinalCase, string>> = {
  illative: 'sse',
  inessive: 's',
  elative: 'st',
  allative: 'le',
  adessive: 'l',
  ablative: 'lt',
  translative: 'ks',
};

function ordinalGenitive(nominative: string): string {
  if (nominative.endsWith('esimene')) return `${nominative.slice(0, -'esimene'.length)}esimese`;
  if (nominative.endsWith('teine')) return `${nominative.slice(0, -'teine'.length)}teise`;
  return `${nominative.slice(0, -1)}nda`; // kolmas → kolmanda, viies → viienda, sajas → sajanda
}

function inflectOrdinal(nominative: string, grammaticalCase: OrdinalCase): string {
  if (grammaticalCase === 'nominative') return nominative;
  const genitive = ordinalGenitive(nominative);
  if (grammaticalCase === 'genitive') return genitive;
  if (grammaticalCase === 'partitive') {
    if (nominative.endsWith('esimene')) return `${nominative.slice(0, -2)}st`; // esimest
    if (nominative.endsWith('teine')) return `${nominative.slice(0, -2)}st`; // teist
    return `${genitive}t`;
  }
  return `${genitive}${ORDINAL_ENDINGS[grammaticalCase]}`;
}

/** 1 → "esimene", 5 + adessive → "viiendal", 1918 → "tuhande üheksasaja kaheksateistkümnes". */
export function ordinalWords(n: number, grammaticalCase: OrdinalCase = 'nominative'): string {
  const { leading, ordinal } = ordinalWordParts(n);
  return [...leading, inflectOrdinal(ordinal, grammaticalCase)].join(' ');
}

const MONTHS = [
  'jaanuar',
  'veebruar',
  'märts',
  'aprill',
  'mai',
  'juuni',
  'juuli',
  'august',
  'september',
  'oktoober',
  'november',
  'detsember',
];

/** Nouns an ordinal often stands before, as nominative → genitive stem (the other case forms are built on it). */
const ORDINAL_NOUNS: Record<string, string> = {
  jaanuar: 'jaanuari',
  veebruar: 'veebruari',
  märts: 'märtsi',
  aprill: 'aprilli',
  mai: 'mai',
  juuni: 'juuni',
  juuli: 'juuli',
  august: 'augusti',
  september: 'septembri',
  oktoober: 'oktoobri',
  november: 'novembri',
  detsember: 'detsembri',
  aasta: 'aasta',
  sajand: 'sajandi',
  peatükk: 'peatüki',
  päev: 'päeva',
  korrus: 'korruse',
  klass: 'klassi',
  nädal: 'nädala',
};

const NOUN_ENDINGS: [string, OrdinalCase][] = [
  ['sse', 'illative'],
  ['st', 'elative'],
  ['le', 'allative'],
  ['lt', 'ablative'],
  ['ks', 'translative'],
  ['ni', 'genitive'], // terminative noun: the attribute is genitive (viienda maini)
  ['ga', 'genitive'], // comitative
  ['na', 'genitive'], // essive
  ['ta', 'genitive'], // abessive
  ['s', 'inessive'],
  ['l', 'adessive'],
  ['', 'genitive'],
];

/**
 * The case an ordinal takes before `noun` (it agrees with it), when `noun` is a form of a known noun; otherwise
 * nominative (`1. peatükk`). Words the table does not know are read as nominative: write such ordinals as words.
 */
export function ordinalCaseBefore(noun: string): OrdinalCase {
  const word = noun.toLocaleLowerCase('et');
  if (word in ORDINAL_NOUNS) return 'nominative';
  for (const [nominative, stem] of Object.entries(ORDINAL_NOUNS)) {
    for (const [ending, c] of NOUN_ENDINGS) {
      if (word === stem + ending && !(ending === '' && stem === nominative)) return c;
    }
    if (word === `${stem}t` || word === `${nominative}t`) return 'partitive';
  }
  return 'nominative';
}

/** 14, 5 → "neliteist null viis"; 9, 30 → "üheksa kolmkümmend"; 8, 0 → "kaheksa". */
function clockWords(hours: number, minutes: number): string {
  if (minutes === 0) return cardinalWords(hours);
  const m = minutes < 10 ? `null ${cardinalWords(minutes)}` : cardinalWords(minutes);
  return `${cardinalWords(hours)} ${m}`;
}

const digits = (s: string) => Number.parseInt(s.replace(/\s/g, ''), 10);

/**
 * The text with every number written out: dates (24.02.1918), clock times (14:30, kell 9.15), ordinals (a number
 * with a full stop before a lower-case word: 1. peatükk, 5. mail, 1918. aastal), decimals (3,5), percentages and
 * cardinals (2026, 10 000).
 */
export function speakable(text: string): string {
  return text
    .replace(/\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/g, (whole, d: string, m: string, y: string) => {
      const month = MONTHS[digits(m) - 1];
      if (!month || digits(d) < 1 || digits(d) > 31) return whole;
      return `${ordinalWords(digits(d))} ${month} ${cardinalWords(digits(y))}`;
    })
    .replace(
      /\b(kell\s+)?(\d{1,2})[:.](\d{2})\b/g,
      (whole, kell: string | undefined, h: string, m: string) => {
        const sep = whole.includes(':');
        if (!kell && !sep) return whole; // 3.15 without "kell" is no clock time
        if (digits(h) > 24 || digits(m) > 59) return whole;
        return `${kell ?? ''}${clockWords(digits(h), digits(m))}`;
      },
    )
    .replace(/\b(\d+),(\d+)\b/g, (_, whole: string, frac: string) => {
      return `${cardinalWords(digits(whole))} koma ${[...frac].map((c) => cardinalWords(Number(c))).join(' ')}`;
    })
    .replace(/\b(\d+)\.(?=\s+([a-zõäöüšž]+))/g, (_, n: string, noun: string) =>
      ordinalWords(digits(n), ordinalCaseBefore(noun)),
    )
    .replace(/\b(\d{1,3}(?: \d{3})+|\d+)\s?%/g, (_, n: string) => `${cardinalWords(digits(n))} protsenti`)
    .replace(/\b\d{1,3}(?: \d{3})+\b|\b\d+\b/g, (n) => cardinalWords(digits(n)));
}

/** Whether a text still holds a digit (what the audio check forbids in synthesised text). */
export const hasDigit = (text: string): boolean => /\d/.test(text);
