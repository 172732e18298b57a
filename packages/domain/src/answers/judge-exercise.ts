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
}

/** A comprehension question: every entry of `correctAnswer` is an accepted key. */
export interface ReadingQuestionJudgeItem {
  type: 'READING_QUESTION';
  questionType: QuestionType;
  correctAnswer: string[];
}

/** Everything the judge can judge. */
export type JudgeExercise = GrammarExerciseFields | VocabularyJudgeItem | ReadingQuestionJudgeItem;
