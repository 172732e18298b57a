import type { GrammarExerciseFields } from '../grammar/grammar-exercise.ts';
import type { QuestionType } from '../reading/reading-question.ts';

/** A vocabulary card as the judge sees it: the form that fills the gap and the other answers it accepts. */
export interface VocabularyJudgeItem {
  type: 'VOCABULARY';
  form: string;
  /** Dictionary form of the card's word (the lemma). */
  word: string;
  translation?: string;
  caseForm?: string | null;
  verbForm?: string | null;
  /**
   * Other answers accepted like `form`: the card's accepted alternatives (a word or form that fits the gap equally
   * well, `kuri` beside `tige`). Judged as a grammar exercise's alternatives are: an exact answer is correct, one
   * letter off is almost. The judgement's `accepted` starts with `form`, so a learner who typed an alternative (its
   * `matched`) can be shown the card's own word as well.
   */
  alternatives?: string[];
  /** The card's number (SINGULAR/PLURAL) and practice context with its gap: they tell the diagnosis which reading. */
  number?: string | null;
  context?: string | null;
}

/** A comprehension question: every entry of `correctAnswer` is an accepted key. */
export interface ReadingQuestionJudgeItem {
  type: 'READING_QUESTION';
  questionType: QuestionType;
  correctAnswer: string[];
}

/**
 * Everything the judge can judge; a grammar exercise may carry its tags (`singular`/`plural`, `rection`, …), which
 * the diagnosis reads.
 */
export type JudgeExercise =
  | (GrammarExerciseFields & { tags?: readonly string[] })
  | VocabularyJudgeItem
  | ReadingQuestionJudgeItem;
