/** What a grammar exercise reports when it is done (recorded as an exercise attempt). */
export interface GrammarOutcome {
  isCorrect: boolean;
  userAnswer: string | null;
  correctAnswer: string;
}
