import { describeCell, type ParadigmCell, wordKey } from '@keelerada/domain';

/** A reading as the analyse endpoint sends it. */
export interface WordReading extends Omit<ParadigmCell, 'form'> {
  lemma: string;
  translation: string;
}

export interface AnalysedTokenView {
  text: string;
  word: boolean;
  readings: WordReading[];
}

/**
 * The readings of each distinct word of an analysed text, by the word as written and by its lower-cased form: the
 * server puts a name's reading first for a capitalised word (`Anna`) and last for a lower-case one (`anna`).
 */
export function readingsIndex(tokens: readonly AnalysedTokenView[]): Map<string, WordReading[]> {
  const index = new Map<string, WordReading[]>();
  const words = tokens.filter((t) => t.word);
  // every spelling of the text first, then the lower-cased key where the text has no such spelling
  for (const t of words)
    if (!index.has(t.text.normalize('NFC'))) index.set(t.text.normalize('NFC'), t.readings);
  for (const t of words) if (!index.has(wordKey(t.text))) index.set(wordKey(t.text), t.readings);
  return index;
}

/** A word's readings: as written, else those of the same word written otherwise in the text. */
export function readingsOf<R>(index: ReadonlyMap<string, R> | undefined, word: string): R | undefined {
  return index?.get(word.normalize('NFC')) ?? index?.get(wordKey(word));
}

/** At most this many readings are listed in a word's tooltip. */
export const TIP_READINGS = 4;

/** "maja, house: illative singular (short form), 'into'" — one line per distinct reading. */
export function tipLines(readings: readonly WordReading[]): string[] {
  const lines = readings.map((r) => {
    const what = describeCell(r);
    return `${r.lemma}, ${r.translation}${what ? `: ${what}` : ''}`;
  });
  return [...new Set(lines)].slice(0, TIP_READINGS);
}
