import { z } from 'zod';
import { CONTENT_LEVELS, STATS_LEVELS } from '../levels/levels.ts';
import { idParam, intParam } from '../params/params.ts';

const LEVELS = [...new Set<string>([...CONTENT_LEVELS, ...STATS_LEVELS])];
const LEVEL_MESSAGE = `level must be one of ${CONTENT_LEVELS.join(', ')}.`;

/** GET /reading/immersion-texts?level&limit */
export const immersionTextsInput = z
  .object({
    level: z
      .string({ error: LEVEL_MESSAGE })
      .trim()
      .toUpperCase()
      .refine((l) => LEVELS.includes(l), LEVEL_MESSAGE)
      .optional(),
    limit: intParam('limit must be a whole number from 1 to 50.', 1, 50).optional(),
  })
  .optional()
  .transform((v) => ({ level: v?.level, limit: v?.limit ?? 10 }));
export type ImmersionTextsInput = z.input<typeof immersionTextsInput>;
export type ImmersionTextsQuery = z.output<typeof immersionTextsInput>;

const count = (name: string) =>
  z
    .number({ error: `${name} must be a whole number from 0 to 1000.` })
    .int(`${name} must be a whole number from 0 to 1000.`)
    .min(0, `${name} must be a whole number from 0 to 1000.`)
    .max(1000, `${name} must be a whole number from 0 to 1000.`)
    .optional();

/** POST /reading/immersion-texts/{id}/progress */
export const readingProgressInput = z.object({
  id: idParam('Reading text id'),
  isCompleted: z.boolean({ error: 'isCompleted must be true or false.' }).optional(),
  questionsAnswered: count('questionsAnswered'),
  questionsCorrect: count('questionsCorrect'),
});
export type ReadingProgressInput = z.input<typeof readingProgressInput>;
export type ReadingProgress = z.output<typeof readingProgressInput>;

/** POST /reading/questions/{id}/response — the client's isCorrect is accepted but the server decides. */
export const questionResponseInput = z.object({
  id: idParam('Question id'),
  userAnswer: z
    .union([z.string(), z.boolean(), z.number()], {
      error: 'userAnswer is required: send the chosen option.',
    })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, 'userAnswer is required: send the chosen option.')
        .max(1000, 'userAnswer is too long (at most 1000 characters).'),
    ),
  isCorrect: z.boolean({ error: 'isCorrect must be true or false.' }).optional(),
  /** The study session the answer belongs to: recorded on it once per question (a repeat returns the first). */
  studySessionId: idParam('studySessionId').nullish(),
});
export type QuestionResponseInput = z.input<typeof questionResponseInput>;
export type QuestionResponse = z.output<typeof questionResponseInput>;
