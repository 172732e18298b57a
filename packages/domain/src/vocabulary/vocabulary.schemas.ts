import { z } from 'zod';
import { answerText } from '../answers/check.schemas.ts';
import { boolParam, idParam, intParam } from '../params/params.ts';

export const DAILY_LIMIT_DEFAULT = 50;
export const DAILY_LIMIT_MAX = 200;

/** GET /vocabulary/daily-session?includeNew&limit — includeNew defaults to true, limit to 50 (§5). */
export const dailySessionInput = z
  .object({
    includeNew: boolParam('includeNew must be true or false.').optional(),
    limit: intParam(
      `limit must be a whole number from 1 to ${DAILY_LIMIT_MAX}.`,
      1,
      DAILY_LIMIT_MAX,
    ).optional(),
  })
  .optional()
  .transform((v) => ({ includeNew: v?.includeNew ?? true, limit: v?.limit ?? DAILY_LIMIT_DEFAULT }));
export type DailySessionInput = z.input<typeof dailySessionInput>;
export type DailySessionOptions = z.output<typeof dailySessionInput>;

/** Longest response time accepted (ms): one hour. */
export const MAX_RESPONSE_TIME_MS = 3_600_000;

/** POST /vocabulary/review-result — `cardId` is the userVocabularyCardId. */
export const reviewResultInput = z
  .object({
    cardId: idParam('cardId'),
    result: z.enum(['pass', 'fail'], { error: 'result must be "pass" or "fail".' }),
    responseTime: z
      .number({ error: 'responseTime must be a number of milliseconds.' })
      .min(0, 'responseTime must be a number of milliseconds.')
      .max(MAX_RESPONSE_TIME_MS, 'responseTime must be at most one hour (3600000 ms).')
      .nullish(),
    /** The judge's near miss: a pass recorded with FSRS rating Hard instead of Good (only with result "pass"). */
    grade: z.enum(['almost'], { error: 'grade must be "almost" when given.' }).nullish(),
    /**
     * The word the learner typed (issue 17). When given, the server judges it and records its own verdict — pass
     * (Good), pass graded Hard for a near miss, or fail — instead of `result` and `grade`.
     */
    answer: answerText.nullish(),
  })
  .refine((v) => !(v.grade === 'almost' && v.result === 'fail'), {
    message: 'grade "almost" goes with result "pass".',
    path: ['grade'],
  });
export type ReviewResultInput = z.input<typeof reviewResultInput>;
export type ReviewSubmission = z.output<typeof reviewResultInput>;
