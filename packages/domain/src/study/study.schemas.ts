import { z } from 'zod';
import { boolParam, idParam, intParam } from '../params/params.ts';

/** Session types (§3): the daily MIXED session and the stand-alone READING, GRAMMAR and VOCABULARY modes. */
export const SESSION_TYPES = ['MIXED', 'READING', 'GRAMMAR', 'VOCABULARY'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

const SESSION_TYPE_MESSAGE = 'sessionType must be one of MIXED, READING, GRAMMAR or VOCABULARY.';
export const sessionTypeSchema = z
  .string({ error: SESSION_TYPE_MESSAGE })
  .trim()
  .toUpperCase()
  .pipe(z.enum(SESSION_TYPES, { error: SESSION_TYPE_MESSAGE }));

export const MAX_TOTAL_EXERCISES = 1000;

/** The session types whose content is planned on the server when they start (issue 19). */
export const PLANNED_SESSION_TYPES = ['MIXED', 'GRAMMAR'] as const;
const PLANNED_MESSAGE = 'sessionType must be MIXED or GRAMMAR.';

/** POST /study/sessions/today/planned: open (or create) today's planned session of a type. */
export const openPlannedSessionInput = z.object({
  sessionType: z
    .string({ error: PLANNED_MESSAGE })
    .trim()
    .toUpperCase()
    .pipe(z.enum(PLANNED_SESSION_TYPES, { error: PLANNED_MESSAGE })),
});

/** POST /study/sessions */
export const createSessionInput = z.object({
  sessionType: sessionTypeSchema,
  totalExercises: intParam(
    `totalExercises must be a whole number from 0 to ${MAX_TOTAL_EXERCISES}.`,
    0,
    MAX_TOTAL_EXERCISES,
  ).optional(),
});
export type CreateSessionInput = z.input<typeof createSessionInput>;
export type CreateSession = z.output<typeof createSessionInput>;

const flag = (name: string) => z.boolean({ error: `${name} must be true or false.` }).optional();

/** PATCH /study/sessions/{id}: any of the flags, counters and completion time. */
export const updateSessionInput = z
  .object({
    id: idParam('Session id'),
    isVocabularyCompleted: flag('isVocabularyCompleted'),
    isReadingCompleted: flag('isReadingCompleted'),
    isGrammarCompleted: flag('isGrammarCompleted'),
    isSessionFinished: flag('isSessionFinished'),
    exercisesCompleted: z
      .number({ error: 'exercisesCompleted must be a whole number.' })
      .int('exercisesCompleted must be a whole number.')
      .min(0, 'exercisesCompleted cannot be negative.')
      .max(100_000, 'exercisesCompleted is too large.')
      .optional(),
    accuracyPercentage: z
      .number({ error: 'accuracyPercentage must be a number from 0 to 100.' })
      .min(0, 'accuracyPercentage must be a number from 0 to 100.')
      .max(100, 'accuracyPercentage must be a number from 0 to 100.')
      .nullish(),
    completedAt: z.iso
      .datetime({
        offset: true,
        error: 'completedAt must be an ISO 8601 date-time, e.g. 2026-03-29T10:15:00Z.',
      })
      .nullish(),
  })
  .refine((v) => Object.keys(v).some((k) => k !== 'id' && v[k as keyof typeof v] !== undefined), {
    message:
      'Nothing to update: send isVocabularyCompleted, isReadingCompleted, isGrammarCompleted, isSessionFinished, exercisesCompleted, accuracyPercentage or completedAt.',
  });
export type UpdateSessionInput = z.input<typeof updateSessionInput>;
export type UpdateSession = z.output<typeof updateSessionInput>;

export const sessionIdInput = z.object({ id: idParam('Session id') });

/** GET /study/sessions?limit */
export const listSessionsInput = z
  .object({ limit: intParam('limit must be a whole number from 1 to 200.', 1, 200).optional() })
  .optional()
  .transform((v) => ({ limit: v?.limit ?? 50 }));

/** GET /study/calendar/{year}/{month} */
export const calendarInput = z.object({
  year: intParam('year must be a whole number from 2000 to 2100.', 2000, 2100),
  month: intParam('month must be a whole number from 1 to 12.', 1, 12),
});

export const ACTIVITY_TYPES = ['vocabulary', 'reading', 'exercise'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

const MAX_ANSWER = 5000;
const answerValue = (name: string) =>
  z
    .union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))], {
      error: `${name} must be text, a list of words or null.`,
    })
    .nullish()
    .transform((v) => (v == null ? null : Array.isArray(v) ? v.map(String).join(' ') : String(v)))
    .refine(
      (v) => v === null || v.length <= MAX_ANSWER,
      `${name} is too long (at most ${MAX_ANSWER} characters).`,
    );

/** POST /study/exercise-attempts: the exercise attempt fields of §3. */
export const exerciseAttemptInput = z.object({
  studySessionId: idParam('studySessionId').nullish(),
  activityType: z
    .string({ error: 'activityType must be vocabulary, reading or exercise.' })
    .trim()
    .toLowerCase()
    .pipe(z.enum(ACTIVITY_TYPES, { error: 'activityType must be vocabulary, reading or exercise.' })),
  activityId: z
    .union([z.string().trim().max(100, 'activityId is too long.'), z.number()], {
      error: 'activityId must be an id (text or number).',
    })
    .nullish()
    .transform((v) => (v == null || v === '' ? null : String(v))),
  userAnswer: answerValue('userAnswer'),
  correctAnswer: answerValue('correctAnswer'),
  exerciseContent: z.unknown().optional(),
  isCorrect: boolParam('isCorrect must be true or false.'),
  hintCount: z
    .number({ error: 'hintCount must be a whole number from 0 to 100.' })
    .int('hintCount must be a whole number from 0 to 100.')
    .min(0, 'hintCount must be a whole number from 0 to 100.')
    .max(100, 'hintCount must be a whole number from 0 to 100.')
    .optional(),
  attemptNumber: z
    .number({ error: 'attemptNumber must be a whole number from 1 to 1000.' })
    .int('attemptNumber must be a whole number from 1 to 1000.')
    .min(1, 'attemptNumber must be a whole number from 1 to 1000.')
    .max(1000, 'attemptNumber must be a whole number from 1 to 1000.')
    .optional(),
  completedAt: z.iso
    .datetime({
      offset: true,
      error: 'completedAt must be an ISO 8601 date-time, e.g. 2026-03-29T10:15:00Z.',
    })
    .nullish(),
});
export type ExerciseAttemptInput = z.input<typeof exerciseAttemptInput>;
export type ExerciseAttempt = z.output<typeof exerciseAttemptInput>;
