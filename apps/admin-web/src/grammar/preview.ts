import {
  checkCasePractice,
  checkErrorCorrection,
  checkSentenceConstruction,
  checkVerbConjugation,
  type GrammarExerciseFields,
  normalizeText,
} from '@keelerada/domain';
import { shuffle } from '../lib/shuffle.ts';

export const UNSUPPORTED_PREVIEW = 'Exercise type not supported in preview';

/** The case-practice choices of the preview: the answer and the distractors, shuffled (§5 Preview correctness). */
export function previewCaseOptions(
  correctAnswer: string,
  distractors: readonly string[],
  random: () => number = Math.random,
): string[] {
  const seen = new Set<string>();
  const all = [correctAnswer, ...distractors]
    .map((s) => s.trim())
    .filter((s) => {
      const k = normalizeText(s);
      if (!s || seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  return shuffle(all, random);
}

/**
 * Whether a preview answer is right (§5): case practice, verb conjugation and translation compare trimmed and
 * case-insensitively; error correction accepts the exact sentence or any corrected word; sentence construction any
 * accepted order. Returns null for a type the preview does not support.
 */
export function checkPreviewAnswer(ex: GrammarExerciseFields, answer: string): boolean | null {
  switch (ex.type) {
    case 'CASE_PRACTICE':
      return checkCasePractice(answer, ex.case_correct_answer);
    case 'VERB_CONJUGATION':
      return checkVerbConjugation(answer, ex.verb_correct_answer);
    case 'TRANSLATION':
      return answer.trim() !== '' && normalizeText(answer) === normalizeText(ex.target_text);
    case 'ERROR_CORRECTION':
      return checkErrorCorrection(answer, ex.incorrect_sentence, ex.correct_sentence);
    case 'SENTENCE_CONSTRUCTION':
      return checkSentenceConstruction(answer, ex.words, ex.correct_orders);
    default:
      return null;
  }
}

/** The expected answer shown after checking. */
export function expectedAnswer(ex: GrammarExerciseFields): string {
  switch (ex.type) {
    case 'CASE_PRACTICE':
      return ex.case_correct_answer;
    case 'VERB_CONJUGATION':
      return ex.verb_correct_answer;
    case 'TRANSLATION':
      return ex.target_text;
    case 'ERROR_CORRECTION':
      return ex.correct_sentence;
    case 'SENTENCE_CONSTRUCTION':
      return ex.words.join(' ');
  }
}
