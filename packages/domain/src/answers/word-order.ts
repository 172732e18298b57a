import { commonIndexes, type Mark, markWords } from './diff-marks.ts';

const bag = (words: string[]) => [...words].sort().join('\u0000');

/**
 * When the answer uses exactly the words of one or more accepted sentences in another order: the accepted order
 * closest to it (most words kept in sequence) with the words that move marked. Null when the words differ.
 */
export function nearestOrder(
  accepted: string[],
  givenWords: string[],
  key: (w: string) => string,
): { sentence: string; marks: Mark[] } | null {
  const givenBag = bag(givenWords.map(key));
  let best: { sentence: string; marks: Mark[]; kept: number } | null = null;
  for (const sentence of accepted) {
    const words = sentence.split(/\s+/u).filter(Boolean);
    if (bag(words.map(key)) !== givenBag) continue;
    const kept = commonIndexes(words.map(key), givenWords.map(key)).size;
    if (!best || kept > best.kept) best = { sentence, marks: markWords(words, givenWords, key), kept };
  }
  return best && { sentence: best.sentence, marks: best.marks };
}
