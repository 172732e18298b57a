/** What a grammar exercise reports when it is done (recorded as an exercise attempt). */
export interface GrammarOutcome {
  isCorrect: boolean;
  userAnswer: string | null;
  correctAnswer: string;
}

/**
 * How an exercise reports: `onJudged` once, as soon as its verdict is final — that is when it is recorded, so a reload
 * before the exercise moves on cannot try it again — and `onComplete` once, when the learner moves on.
 */
export interface ExerciseReports {
  onJudged?: ((outcome: GrammarOutcome) => void) | undefined;
  onComplete: (outcome: GrammarOutcome) => void;
}
