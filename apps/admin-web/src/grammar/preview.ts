import { type GrammarExerciseFields, type Judgement, judge, normalizeText } from '@keelerada/domain';
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
 * The judge's verdict on a preview answer (issue 17): the same judge as the learner app — every accepted answer is
 * right, a near miss is "almost", a wrong answer gets the nearest accepted answer with its differences marked.
 */
export function checkPreviewAnswer(ex: GrammarExerciseFields, answer: string): Judgement {
  return judge(ex, answer);
}
