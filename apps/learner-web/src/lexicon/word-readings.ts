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

/** The readings of each distinct word of an analysed text, by its lower-cased form. */
export function readingsIndex(tokens: readonly AnalysedTokenView[]): Map<string, WordReading[]> {
  const index = new Map<string, WordReading[]>();
  for (const t of tokens) if (t.word && !index.has(wordKey(t.text))) index.set(wordKey(t.text), t.readings);
  return index;
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
