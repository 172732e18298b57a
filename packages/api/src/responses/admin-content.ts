import { z } from 'zod';
import type {
  AdminGrammarExercise,
  getGrammarExercise,
  listGrammarExercises,
  SavedExercise,
} from '../services/admin/grammar.service.ts';
import type {
  AdminReadingText,
  createReadingText,
  listReadingTexts,
  ReadingTextDetail,
} from '../services/admin/reading.service.ts';
import { adminPage, instant, int, named, type Result, withWarnings } from './common.ts';
import { grammarExerciseWith } from './grammar-exercise.ts';
import { readingTextFields } from './reading.ts';

/** A grammar exercise as the admin screens read it: §3's fields and whether it has content. */
const adminGrammarExercise = named(
  'AdminGrammarExercise',
  grammarExerciseWith({
    content_available: z.boolean(),
  }),
) satisfies z.ZodType<AdminGrammarExercise>;

export const adminGrammarExercisesResponse = adminPage('exercises', adminGrammarExercise) satisfies z.ZodType<
  Result<typeof listGrammarExercises>
>;

export const adminGrammarExerciseResponse = z.strictObject({
  exercise: adminGrammarExercise,
}) satisfies z.ZodType<Result<typeof getGrammarExercise>>;

/** POST and PUT of an exercise: the exercise saved, with its spelling warnings and the lexicon's checks. */
export const savedExerciseResponse = z.strictObject({
  exercise: adminGrammarExercise,
  ...withWarnings,
  formChecks: z.array(z.string()),
}) satisfies z.ZodType<SavedExercise>;

/** A reading text as the admin screens read it (§3). */
const adminReadingTextFields = {
  id: int,
  ...readingTextFields,
  target_words: z.array(
    z.strictObject({
      word: z.string(),
      translation: z.string(),
      word_type: z.string(),
      wordType: z.string(),
    }),
  ),
  created_at: instant,
  updated_at: instant,
};
const adminReadingText = named(
  'AdminReadingText',
  z.strictObject(adminReadingTextFields),
) satisfies z.ZodType<AdminReadingText>;

export const adminReadingTextsResponse = adminPage(
  'readingTexts',
  z.strictObject({ ...adminReadingTextFields, question_count: int }),
) satisfies z.ZodType<Result<typeof listReadingTexts>>;

const readingTextDetail = {
  readingText: adminReadingText,
  questions: z.array(
    z.strictObject({
      id: int,
      position: int,
      question: z.string(),
      question_type: z.string(),
      options: z.array(z.string()),
      correct_answer: z.union([z.array(z.string()), z.string(), z.boolean()]),
      explanation: z.string().nullable(),
      target_word_text: z.string().nullable(),
    }),
  ),
};

export const readingTextDetailResponse = z.strictObject(
  readingTextDetail,
) satisfies z.ZodType<ReadingTextDetail>;

/** POST and PUT of a reading text: the text and its questions saved, with the spelling warnings. */
export const savedReadingTextResponse = z.strictObject({
  ...readingTextDetail,
  ...withWarnings,
}) satisfies z.ZodType<Result<typeof createReadingText>>;
