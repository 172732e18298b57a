import { toOrderList, toStringList } from '../grammar/grammar-content.ts';
import { normalizeSentence, normalizeText, sameAnswer, sentenceWords } from './normalize.ts';

/** Vocabulary cloze: trimmed, case-insensitive against the expected form (§5). */
export function checkVocabularyAnswer(given: string | null | undefined, form: string): boolean {
  return sameAnswer(given, form);
}

/** Verb conjugation: trimmed, case-insensitive (§5). */
export function checkVerbConjugation(given: string | null | undefined, expected: string): boolean {
  return sameAnswer(given, expected);
}

/** Case practice: the chosen option against the correct form, trimmed and case-insensitive. */
export function checkCasePractice(given: string | null | undefined, expected: string): boolean {
  return sameAnswer(given, expected);
}

/** The words of the correct sentence that are not in the incorrect one: the corrections a learner may type alone. */
export function correctedWords(incorrectSentence: string, correctSentence: string): string[] {
  const wrong = new Set(sentenceWords(incorrectSentence));
  return [...new Set(sentenceWords(correctSentence).filter((w) => !wrong.has(w)))];
}

/** A run of words of an accepted corrected sentence: `text` is its words `start` to `end` (exclusive) as written. */
export interface CorrectionFragment {
  text: string;
  sentence: string;
  start: number;
  end: number;
}

/**
 * The fragments of a corrected sentence a learner may give instead of the whole (§5 "or only the corrected words"):
 * every run of its words that holds all its corrected words (the words the incorrect sentence lacks) and is shorter
 * than the sentence, shortest first. `See sõltub ilmale.` → `See sõltub ilmast.`: `ilmast.`, `sõltub ilmast.`. None
 * when no word is corrected (a word-order mistake: only the sentence shows the fix).
 */
export function correctionFragments(
  incorrectSentence: string,
  correctSentence: string,
): CorrectionFragment[] {
  const wrong = new Set(sentenceWords(incorrectSentence));
  const words = correctSentence.split(/\s+/u).filter(Boolean);
  const fixed = words.flatMap((w, i) => (sentenceWords(w).some((k) => !wrong.has(k)) ? [i] : []));
  if (fixed.length === 0) return [];
  const lo = fixed[0]!;
  const hi = fixed.at(-1)!;
  const out: CorrectionFragment[] = [];
  for (let start = 0; start <= lo; start++)
    for (let end = hi + 1; end <= words.length; end++)
      if (start > 0 || end < words.length)
        out.push({ text: words.slice(start, end).join(' '), sentence: correctSentence, start, end });
  return out.sort((a, b) => a.end - a.start - (b.end - b.start) || a.start - b.start);
}

/**
 * Error correction (§5): accepted when, lower-cased, trimmed and without punctuation, the answer equals the correct
 * sentence, or it contains a corrected word (a word of the correct sentence that the incorrect one lacks). The answer
 * may be the full sentence or only the corrected words.
 */
export function checkErrorCorrection(
  given: string | null | undefined,
  incorrectSentence: string,
  correctSentence: string,
): boolean {
  if (given == null) return false;
  const answer = normalizeSentence(given);
  if (!answer) return false;
  if (answer === normalizeSentence(correctSentence)) return true;
  const fixes = new Set(correctedWords(incorrectSentence, correctSentence));
  return sentenceWords(given).some((w) => fixes.has(w));
}

/** One accepted order as words: entries may be word indexes into `words` or the words themselves. */
export function orderToWords(order: readonly (string | number)[], words: readonly string[]): string[] {
  return order.map((w) => (typeof w === 'number' ? (words[w] ?? '') : w));
}

/** Every accepted order of a sentence-construction exercise, as sentences (words joined by a space). */
export function acceptedSentences(wordsValue: unknown, ordersValue: unknown): string[] {
  const words = toStringList(wordsValue);
  const orders = toOrderList(ordersValue);
  const list = orders.length ? orders.map((o) => orderToWords(o, words).join(' ')) : [words.join(' ')];
  return [...new Set(list.filter((s) => s.trim().length > 0))];
}

/** A sentence-construction answer as one string: a list of chosen words or the typed sentence. */
export function answerAsSentence(given: unknown): string | null {
  if (Array.isArray(given)) return given.map((w) => String(w)).join(' ');
  if (typeof given === 'string') return given;
  return null;
}

/**
 * Sentence construction (§4): correct when the chosen words match any accepted order, punctuation and letter case
 * ignored. Orders may be lists of word indexes or of words; lists may be JSON strings.
 */
export function checkSentenceConstruction(
  given: unknown,
  wordsValue: unknown,
  ordersValue: unknown,
): boolean {
  const answer = answerAsSentence(given);
  if (answer == null) return false;
  const a = normalizeSentence(answer);
  if (!a) return false;
  return acceptedSentences(wordsValue, ordersValue).some((s) => normalizeSentence(s) === a);
}

const etCollator = new Intl.Collator('et');

/**
 * Case practice options (§5): the correct answer plus the distractors (array or comma-separated string, trimmed),
 * without duplicates, sorted in Estonian alphabetical order.
 */
export function caseOptions(correctAnswer: string, distractors: unknown): string[] {
  const all = [correctAnswer.trim(), ...toStringList(distractors)].filter((s) => s.length > 0);
  const seen = new Set<string>();
  const unique = all.filter((s) => {
    const k = normalizeText(s);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return unique.sort(etCollator.compare);
}

/** Translation exercise: skipping (no answer) counts as correct (§2); a typed answer is compared without punctuation. */
export function checkTranslation(given: string | null | undefined, targetText: string): boolean {
  if (given == null || given.trim() === '') return true;
  return normalizeSentence(given) === normalizeSentence(targetText);
}
