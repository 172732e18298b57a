import type { WordType } from '../admin/enums.ts';
import type { ParadigmCell } from './labels.ts';
import { type ExplicitParadigms, type LexiconLemma, paradigmOf } from './paradigm.ts';

/** One reading of a surface form: which lemma, and which cell of its paradigm. */
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
  /** Every reading of one word (case-insensitive); none for an unknown word. */
  readings(word: string): Reading[];
  /** The text split into word and non-word tokens, each word with its readings. */
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

/** The reverse index of every form of every lemma, built once; a lookup is a map read. */
export function buildAnalyser(lemmas: readonly LexiconLemma[], explicit: ExplicitParadigms = {}): Analyser {
  const index = new Map<string, Reading[]>();
  for (const entry of lemmas) {
    for (const cell of paradigmOf(entry, explicit)) {
      const indexed = indexedCell(cell);
      if (!indexed) continue;
      const { form, ...labels } = indexed;
      const reading: Reading = {
        lemma: entry.lemma,
        translation: entry.translation,
        wordType: entry.wordType,
        ...labels,
      };
      const key = wordKey(form);
      const list = index.get(key);
      if (!list) index.set(key, [reading]);
      else if (!list.some((r) => sameReading(r, reading))) list.push(reading);
    }
  }
  const readings = (word: string): Reading[] => index.get(wordKey(word)) ?? [];
  return {
    readings,
    analyse: (text) => tokenize(text).map((t) => ({ ...t, readings: t.word ? readings(t.text) : [] })),
    size: index.size,
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
