import type { WordType } from '../admin/enums.ts';
import { isInvariableWordType, type ParadigmCell } from './labels.ts';
import { type ExplicitParadigms, type LexiconLemma, paradigmOf } from './paradigm.ts';
import { participleDeclension } from './participle-declension.ts';

/**
 * One reading of a surface form: which lemma, and which cell of its paradigm (none for an invariable word read as
 * itself: `täna` "today").
 */
export interface Reading extends Omit<ParadigmCell, 'form'> {
  lemma: string;
  translation: string;
  wordType: WordType;
}

export interface AnalysedToken {
  text: string;
  /** False for spaces, punctuation and digits (they have no readings). */
  word: boolean;
  readings: Reading[];
}

export interface Analyser {
  /**
   * The readings of one word as a form of an inflecting lemma (case-insensitive), in lexicon order; none for an
   * unknown word. What the answer judge diagnoses with: an invariable word is not a form of anything.
   */
  readings(word: string): Reading[];
  /**
   * Every reading a reader is offered for one word (tap-to-translate): as an invariable word (`täna` "today") and as
   * a form of an inflecting lemma (`tänama`) — a verb's participle declined as an adjective included (`lõhnava`:
   * lõhnama's v-participle, genitive singular) — in `readerOrder` (which puts a name first for a capitalised word).
   * A word with the clitic -gi/-ki that has no reading of its own (`ongi`, `sõnagi`) is read without it; a hyphenated
   * word with none (`üheksa-aastane`, `Lõuna-Eestisse`) is read as its last part (`aastane`, `Eestisse`).
   */
  lookUp(word: string): Reading[];
  /** The text split into word and non-word tokens, each word with its readings (`lookUp`). */
  analyse(text: string): AnalysedToken[];
  /** How many distinct surface forms the index holds. */
  size: number;
}

/** Auxiliaries that start a multi-word negative: the last word is indexed as a negative form of the verb. */
const NEGATORS = new Set(['ei', 'ära', 'ärge', 'ärgem', 'ärgu']);
const WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/gu;

export const wordKey = (w: string): string => w.normalize('NFC').toLocaleLowerCase('et');

/** The single word a cell adds to the index with its labels, or null (perfect and pluperfect are read as parts). */
function indexedCell(cell: ParadigmCell): ParadigmCell | null {
  const words = cell.form.split(' ');
  if (words.length === 1) return cell;
  if (words.length === 2 && NEGATORS.has(words[0]!)) {
    const indexed: ParadigmCell = { ...cell, form: words[1]! };
    if (cell.verbForm !== 'IMPERATIVE' && cell.person !== 'impersonal') delete indexed.person;
    return indexed;
  }
  return null;
}

/** The same reading twice (one form can be several cells of a paradigm, or come from two senses of a lemma). */
function sameReading(a: Reading, b: Reading): boolean {
  const keys = Object.keys(a) as (keyof Reading)[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** A verb's 3rd-person present or past (`vastas` "answered", `tuli` "came"): the commonest verb forms of a text. */
const isThirdPersonFinite = (r: Reading): boolean =>
  (r.verbForm === 'PRESENT' || r.verbForm === 'PAST') &&
  r.polarity === 'AFFIRMATIVE' &&
  (r.person === '3sg' || r.person === '3pl');

/** A proper name's reading (`Mari` "a woman's name", `Eesti`): its lemma is written with a capital. */
const isNameReading = (r: Reading): boolean => r.lemma !== r.lemma.toLocaleLowerCase('et');

/** A word written with a capital (`Mari`, `Anna`, `ANNA`): a name, or the first word of a sentence. */
const isCapitalised = (word: string): boolean => {
  const first = word.normalize('NFC').charAt(0);
  return first !== first.toLocaleLowerCase('et');
};

/**
 * The order a reader is offered a word's readings in (a tooltip shows the first few). Readings are grouped by
 * lexicon row (lemma + gloss). A name (a lemma with a capital) comes first for a capitalised word (`Anna` "a woman's
 * name" before andma, `Pille` before pill's partitive) and last for a lower-case one (`anna` "give!" first): only
 * the word is known here, not its place in the sentence, and in the texts a capitalised word with a name reading
 * is the name. Within that, when one of the readings is an invariable word, the groups go: the invariable word (`täna`
 * "today" before `tänama` negative present / imperative, `või` "or" before "butter" and `võima`, `ilmselt`
 * "apparently" before the ablative of `ilmne`, `päris` "quite" before pärima's past), except that a verb's
 * 3rd-person present or past comes before an adposition (`vastas` "answered" before the postposition "opposite"),
 * then the other forms in lexicon order; otherwise the groups keep lexicon order. Then every group's first reading
 * comes before any group's second, so the first few readings name every meaning.
 */
export function readerOrder(readings: readonly Reading[], word?: string): Reading[] {
  const groups = new Map<string, Reading[]>();
  for (const r of readings) {
    const key = `${r.lemma}\u0000${r.translation}`;
    const group = groups.get(key);
    if (group) group.push(r);
    else groups.set(key, [r]);
  }
  const list = [...groups.values()];
  const invariable = list.filter((g) => isInvariableWordType(g[0]!.wordType));
  const adpositionsOnly = invariable.every((g) => g[0]!.wordType === 'PREPOSITION');
  const typeRank = (g: Reading[]) =>
    invariable.length === 0
      ? 0
      : adpositionsOnly && g.some(isThirdPersonFinite)
        ? 0
        : isInvariableWordType(g[0]!.wordType)
          ? 1
          : 2;
  const nameFirst = word !== undefined && isCapitalised(word);
  const nameRank = (g: Reading[]) => (word === undefined ? 0 : isNameReading(g[0]!) === nameFirst ? 0 : 1);
  list.sort((a, b) => nameRank(a) - nameRank(b) || typeRank(a) - typeRank(b)); // stable: lexicon order within a rank
  return [...list.map((g) => g[0]!), ...list.flatMap((g) => g.slice(1))];
}

/** A clitic -gi/-ki (`ongi`, `sõnagi`, `juhtuski`) on a word of at least two letters. */
const CLITIC = /^([\p{L}\p{M}'’-]{2,})(?:gi|ki)$/iu;

/** The reverse index of every form of every lemma, built once; a lookup is a map read. */
export function buildAnalyser(lemmas: readonly LexiconLemma[], explicit: ExplicitParadigms = {}): Analyser {
  const forms = new Map<string, Reading[]>();
  const words = new Map<string, Reading[]>();
  /** A verb's participles declined as adjectives (`lõhnava`, `väsinuid`): offered to a reader, not to the judge. */
  const participles = new Map<string, Reading[]>();
  const add = (index: Map<string, Reading[]>, form: string, reading: Reading) => {
    const key = wordKey(form);
    const list = index.get(key);
    if (!list) index.set(key, [reading]);
    else if (!list.some((r) => sameReading(r, reading))) list.push(reading);
  };
  for (const entry of lemmas) {
    const { lemma, translation, wordType } = entry;
    if (isInvariableWordType(wordType)) {
      add(words, lemma, { lemma, translation, wordType });
      continue;
    }
    const paradigm = paradigmOf(entry, explicit);
    for (const cell of paradigm) {
      const indexed = indexedCell(cell);
      if (!indexed) continue;
      const { form, ...labels } = indexed;
      add(forms, form, { lemma, translation, wordType, ...labels });
    }
    if (wordType !== 'VERB') continue;
    for (const { form, ...labels } of participleDeclension(paradigm))
      add(participles, form, { lemma, translation, wordType, ...labels });
  }
  const readings = (word: string): Reading[] => forms.get(wordKey(word)) ?? [];
  const own = (word: string): Reading[] => {
    const key = wordKey(word);
    return readerOrder(
      [...(words.get(key) ?? []), ...(forms.get(key) ?? []), ...(participles.get(key) ?? [])],
      word,
    );
  };
  const lookUp = (word: string): Reading[] => {
    const found = own(word);
    if (found.length) return found;
    const stem = CLITIC.exec(word.normalize('NFC'))?.[1];
    const withoutClitic = stem ? own(stem) : [];
    if (withoutClitic.length) return withoutClitic;
    const hyphen = word.lastIndexOf('-');
    return hyphen > 0 ? lookUp(word.slice(hyphen + 1)) : [];
  };
  return {
    readings,
    lookUp,
    analyse: (text) => tokenize(text).map((t) => ({ ...t, readings: t.word ? lookUp(t.text) : [] })),
    size: new Set([...forms.keys(), ...words.keys(), ...participles.keys()]).size,
  };
}

/** Words and the text between them, in order; joined back they give the text unchanged. */
export function tokenize(text: string): { text: string; word: boolean }[] {
  const tokens: { text: string; word: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    if (m.index > last) tokens.push({ text: text.slice(last, m.index), word: false });
    tokens.push({ text: m[0], word: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) tokens.push({ text: text.slice(last), word: false });
  return tokens;
}
