import { type JudgeExercise, type Judgement, judge, type Morphology, noMorphology } from '@keelerada/domain';

/** The analyser the app judges with for instant feedback (the server judges again and records its own verdict). */
export const appMorphology: Morphology = noMorphology;

/** The judge's instant verdict in the app. */
export function judgeHere(exercise: JudgeExercise, answer: unknown): Judgement {
  return judge(exercise, answer, appMorphology);
}
