import type { GrammarExerciseFields } from '../grammar/grammar-exercise.ts';
import type { QuestionType } from '../reading/reading-question.ts';

/** A vocabulary card as the judge sees it: the form that fills the gap and its parallel variants. */
export interface VocabularyJudgeItem {
  type: 'VOCABULARY';
  form: string;
  /** Dictionary form of the card's word (the lemma). */
  word: string;
  translation?: string;
  caseForm?: string | null;
  verbForm?: string | null;
  /** Parallel variants accepted like `form` (e.g. the long and the short illative). */
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
