import type { GrammarExerciseFields } from '../grammar/grammar-exercise.ts';
import {
  acceptedSentences,
  answerAsSentence,
  checkCasePractice,
  checkErrorCorrection,
  checkSentenceConstruction,
  checkTranslation,
  checkVerbConjugation,
} from './check-answers.ts';

export interface Verdict {
  isCorrect: boolean;
  /** The expected answer as a person reads it (first accepted order for sentence construction). */
  correctAnswer: string;
}

/** The server's own verdict on a grammar answer, by the exercise's type (learner-app.md §4–§5). */
export function checkGrammarAnswer(exercise: GrammarExerciseFields, given: unknown): Verdict {
  const text = answerAsSentence(given);
  switch (exercise.type) {
    case 'CASE_PRACTICE':
      return {
        isCorrect: checkCasePractice(text, exercise.case_correct_answer),
        correctAnswer: exercise.case_correct_answer,
      };
    case 'VERB_CONJUGATION':
      return {
        isCorrect: checkVerbConjugation(text, exercise.verb_correct_answer),
        correctAnswer: exercise.verb_correct_answer,
      };
    case 'SENTENCE_CONSTRUCTION':
      return {
        isCorrect: checkSentenceConstruction(given, exercise.words, exercise.correct_orders),
        correctAnswer: acceptedSentences(exercise.words, exercise.correct_orders)[0] ?? '',
      };
    case 'ERROR_CORRECTION':
      return {
        isCorrect: checkErrorCorrection(text, exercise.incorrect_sentence, exercise.correct_sentence),
        correctAnswer: exercise.correct_sentence,
      };
    case 'TRANSLATION':
      return { isCorrect: checkTranslation(text, exercise.target_text), correctAnswer: exercise.target_text };
  }
}
