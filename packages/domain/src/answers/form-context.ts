import type { GrammaticalNumber, Person, Polarity } from '../morphology/labels.ts';
import { pronounPerson } from '../morphology/verb-conjugation-check.ts';
import type { Morphology } from './morphology-port.ts';
import { normalizeSentence } from './normalize.ts';
import { cardinalValue } from './numerals.ts';

/**
 * What an item says about the form its gap (or a sentence's word) needs, beyond its case or verb form: the judge
 * picks among the readings of an expected form with it (`on` is the 3rd person singular and plural, `õde` the
 * nominative and the partitive singular), and leaves the spatial gloss out where a verb governs the case.
 */
export interface FormHints {
  /** The number the item gives (a case practice's `singular`/`plural` tag, a card's number). */
  number?: GrammaticalNumber;
  /** The person of the subject (`nemad` → 3pl). */
  person?: Person;
  /** NEGATIVE when the gap follows a negator (`ei _____`). */
  polarity?: Polarity;
  /**
   * A cardinal number before the word: after `kaks`, `kahte` (nominative or partitive) the noun is in the partitive
   * singular (`partitive`); after a numeral in another case (`kahe`, `kolme`) it is at least singular.
   */
  numeral?: { word: string; partitive: boolean };
  /** A verb of the sentence governs a case (rection: `sarnanema` + allative): a local case there is not a place. */
  governed?: boolean;
}

/**
 * Verbs that govern the case of their complement (rection, CONTENT-GUIDE "B1"): with one of them in the sentence a
 * local case is not a place (`sarnaneb isale` is not "onto the father", `huvitun ajaloost` not "out of the history").
 * Generous on purpose: a gloss left out is never wrong, a literal one is.
 */
export const RECTION_VERBS: ReadonlySet<string> = new Set([
  // + allative
  'meeldima',
  'sarnanema',
  'vastama',
  'helistama',
  'keskenduma',
  'kuuluma',
  'andma',
  'ütlema',
  'näitama',
  'saatma',
  'kinkima',
  'lubama',
  'õpetama',
  'selgitama',
  'seletama',
  'soovima',
  'viitama',
  'toetuma',
  'alluma',
  'pakkuma',
  'müüma',
  'laenama',
  'maksma',
  // + elative
  'huvituma',
  'sõltuma',
  'olenema',
  'hoolima',
  'loobuma',
  'keelduma',
  'unistama',
  'mõtlema',
  'rääkima',
  'jutustama',
  'teatama',
  'kirjutama',
  'lugema',
  'kuulma',
  'teadma',
  'koosnema',
  'arvama',
  'pidama',
  'vabanema',
  'saama',
  // + ablative
  'küsima',
  'paluma',
  'nõudma',
  'õppima',
  // + inessive
  'kahtlema',
  'osalema',
  'veenduma',
  'seisnema',
  'süüdistama',
  'pettuma',
  'lootma',
  // + comitative
  'harjuma',
  'tegelema',
  'nõustuma',
  'abielluma',
  'kohtuma',
  // + partitive
  'kartma',
  'aitama',
  'armastama',
  'ootama',
  'tänama',
  'vajama',
  'usaldama',
]);

/** A gap in a context sentence: three or more underscores as stored, `{}` as the learner app shows a card's. */
const GAP = /_{3,}|\{\}/u;

/** The words of a text as written (punctuation kept), each with its comparable key. */
function tokens(text: string): { raw: string; key: string }[] {
  // split as `sentenceWords` splits, so an index into a sentence's words is an index here; a word keeps the
  // punctuation after it (a clause ends at a comma)
  return text
    .split(/\s+/u)
    .filter(Boolean)
    .flatMap((raw) => {
      if (GAP.test(raw)) return [{ raw, key: '___' }];
      const keys = normalizeSentence(raw).split(' ').filter(Boolean);
      return keys.map((key, i) => ({ raw: i === keys.length - 1 ? raw : key, key }));
    });
}

/** Words that begin a new clause: a subject pronoun beyond them is another clause's. */
const CLAUSE_STARTERS = new Set(['et', 'kui', 'sest', 'aga', 'kuid', 'ning', 'nagu', 'kuna', 'kuigi', 'või']);

/** The person of the one subject pronoun in the clause of word `at`, if there is exactly one person there. */
function clausePerson(words: { raw: string; key: string }[], at: number): Person | undefined {
  let start = at;
  while (start > 0 && !/[,;:]$/u.test(words[start - 1]!.raw) && !CLAUSE_STARTERS.has(words[start]!.key))
    start--;
  let end = at;
  while (
    end < words.length - 1 &&
    !/[,;:]$/u.test(words[end]!.raw) &&
    !CLAUSE_STARTERS.has(words[end + 1]!.key)
  )
    end++;
  const persons = new Set(
    words.slice(start, end + 1).flatMap((w, i) => {
      const p = start + i === at ? undefined : pronounPerson(w.key);
      return p ? [p] : [];
    }),
  );
  return persons.size === 1 ? [...persons][0] : undefined;
}

/** A cardinal from two up before the word, and what it says of the word's case and number. */
function numeralBefore(word: string | undefined, m: Morphology): FormHints['numeral'] {
  if (!word) return undefined;
  const key = normalizeSentence(word);
  if (!key) return undefined;
  if ((cardinalValue(key) ?? 0) >= 2 || key === 'mitu' || key === 'paar')
    return { word: key, partitive: true };
  const readings = m.analyse(key).filter((r) => (cardinalValue(r.lemma) ?? 0) >= 2 && r.case);
  if (readings.length === 0 || readings.some((r) => r.number === 'PLURAL')) return undefined;
  const partitive = readings.every((r) => r.case === 'NOMINATIVE' || r.case === 'PARTITIVE');
  return { word: key, partitive };
}

/**
 * The ma-stems of the rection verbs (`sarnane-`, `huvitu-`), four letters or more: a verb the lexicon does not hold
 * (`sarnaneb`, `huvitun`) is still known by its stem.
 */
const RECTION_STEMS = [...RECTION_VERBS].map((v) => v.slice(0, -2)).filter((stem) => stem.length >= 4);

/** Whether a verb that governs a case is in the words (or the item is tagged `rection`). */
function governedIn(keys: string[], m: Morphology, tags: readonly string[]): boolean {
  if (tags.includes('rection')) return true;
  return keys.some(
    (k) =>
      k !== '___' &&
      (m.analyse(k).some((r) => r.verbForm && RECTION_VERBS.has(r.lemma)) ||
        RECTION_STEMS.some((stem) => k.startsWith(stem))),
  );
}

/** The person a verb-conjugation item's subject gives: a pronoun's, or a noun's number (`lapsed` → 3pl). */
export function subjectPerson(subject: string | null | undefined, m: Morphology): Person | undefined {
  const words = normalizeSentence(subject ?? '')
    .split(' ')
    .filter(Boolean);
  if (words.length !== 1) return undefined;
  const word = words[0]!;
  const pronoun = pronounPerson(word);
  if (pronoun) return pronoun;
  const nominative = m.analyse(word).filter((r) => r.case === 'NOMINATIVE');
  if (nominative.length === 0) return undefined;
  if (nominative.every((r) => r.number === 'PLURAL')) return '3pl';
  if (nominative.every((r) => r.number === 'SINGULAR')) return '3sg';
  return undefined;
}

/** Words after which a gap holds a negative verb form. */
const NEGATORS = new Set(['ei', 'ära', 'ärge', 'ärgem', 'ärgu']);

/**
 * The hints a sentence gives the word at `at` of `sentence` (or, with `at` undefined, the gap `_____` or `{}` of a
 * context sentence): a numeral right before it, the one subject pronoun of its clause, a negator before it, and a
 * governing verb anywhere in the sentence.
 */
export function sentenceHints(
  sentence: string | null | undefined,
  m: Morphology,
  opts: { at?: number; tags?: readonly string[] } = {},
): FormHints {
  const words = tokens(sentence ?? '');
  const at = opts.at ?? words.findIndex((w) => w.key === '___');
  const tags = opts.tags ?? [];
  const governed = governedIn(
    words.map((w) => w.key),
    m,
    tags,
  );
  if (at < 0 || at >= words.length) return governed ? { governed } : {};
  const before = words[at - 1]?.key;
  const numeral = numeralBefore(before, m);
  const person = clausePerson(words, at);
  return {
    ...(numeral ? { numeral } : {}),
    ...(person ? { person } : {}),
    ...(before && NEGATORS.has(before) ? { polarity: 'NEGATIVE' as const } : {}),
    ...(governed ? { governed } : {}),
  };
}
