import { QUESTION_TYPES } from '@keelerada/domain';
import { z } from 'zod';
import type { QuestionVerdictDto, ReadingProgressDto } from '../services/reading/reading.service.ts';
import type { ReadingTextDto } from '../services/reading/reading-dto.ts';
import { instant, int, named } from './common.ts';

/** The fields a reading text has for the learner and the admin alike (ReadingTextFields). */
export const readingTextFields = {
  title: z.string(),
  content: z.string(),
  level: z.string(),
  difficulty: z.string(),
  topics: z.array(z.string()),
  source: z.string().nullable(),
  audio_url: z.string().nullable(),
  image_url: z.string().nullable(),
};

/** learner-app.md §3 "Reading text" with its "Comprehension question"s (also a session plan's reading). */
export const readingText = named(
  'ReadingText',
  z.strictObject({
    id: int,
    ...readingTextFields,
    target_words: z.array(
      z.strictObject({ word: z.string(), translation: z.string(), word_type: z.string() }),
    ),
    comprehensionQuestions: z.array(
      z.strictObject({
        id: int,
        question: z.string(),
        type: z.enum(QUESTION_TYPES),
        options: z.array(z.string()),
        correctAnswer: z.array(z.string()),
        explanation: z.string().nullable(),
        targetWord: z.string().nullable(),
      }),
    ),
    created_at: instant,
    updated_at: instant,
    wordCount: int,
    isCompleted: z.boolean(),
  }),
) satisfies z.ZodType<ReadingTextDto>;

export const immersionTextsResponse = z.array(readingText) satisfies z.ZodType<ReadingTextDto[]>;

export const readingProgressResponse = z.strictObject({
  readingTextId: int,
  isCompleted: z.boolean(),
  questionsAnswered: int,
  questionsCorrect: int,
  completedAt: instant.nullable(),
  updatedAt: instant,
}) satisfies z.ZodType<ReadingProgressDto>;

export const questionVerdictResponse = z.strictObject({
  questionId: int,
  userAnswer: z.string(),
  isCorrect: z.boolean(),
  correctAnswer: z.string().nullable(),
  explanation: z.string().nullable(),
}) satisfies z.ZodType<QuestionVerdictDto>;
