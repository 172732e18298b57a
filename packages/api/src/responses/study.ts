import type { CalendarDay, Streak } from '@keelerada/domain';
import { z } from 'zod';
import type { WeakSpotsDto } from '../services/answers/weak-spots.service.ts';
import type { ExerciseAttemptDto } from '../services/study/exercise-attempt.service.ts';
import type { StudySessionDto } from '../services/study/session-dto.ts';
import type { PlannedSession } from '../services/study/session-plan.service.ts';
import type { SessionReview } from '../services/study/session-review.service.ts';
import type {
  CompletionStatus,
  FinishedSessionInfo,
  MixedStatus,
} from '../services/study/study-session.service.ts';
import { instant, int, localDate, named } from './common.ts';
import { grammarExercise, judgeVerdict } from './grammar-exercise.ts';
import { readingText } from './reading.ts';
import { plannedVocabularyItem, reviewVocabularyCard } from './vocabulary.ts';

/** §3 "Study session": camelCase fields plus the snake_case variants the spec says the server sends. */
export const studySession = named(
  'StudySession',
  z.strictObject({
    id: int,
    sessionType: z.string(),
    totalExercises: int,
    isVocabularyCompleted: z.boolean(),
    isReadingCompleted: z.boolean(),
    isGrammarCompleted: z.boolean(),
    isSessionFinished: z.boolean(),
    exercisesCompleted: int,
    accuracyPercentage: z.number().nullable(),
    startedAt: instant,
    completedAt: instant.nullable(),
    localDate,
    is_vocabulary_completed: z.boolean(),
    is_reading_completed: z.boolean(),
    is_grammar_completed: z.boolean(),
    is_session_finished: z.boolean(),
    started_at: instant,
    completed_at: instant.nullable(),
  }),
) satisfies z.ZodType<StudySessionDto>;

export const studySessionsResponse = z.array(studySession) satisfies z.ZodType<StudySessionDto[]>;

export const completionStatusResponse = z.strictObject({
  isVocabularyCompleted: z.boolean(),
  isReadingCompleted: z.boolean(),
  isGrammarCompleted: z.boolean(),
  hasActiveSession: z.boolean(),
}) satisfies z.ZodType<CompletionStatus>;

/** GET …/today/finished[/mixed] when there is one (else 204). */
export const finishedSessionResponse = z.strictObject({
  hasFinishedSession: z.literal(true),
  session: studySession,
}) satisfies z.ZodType<FinishedSessionInfo>;

export const mixedStatusResponse = z.strictObject({
  unfinishedSession: studySession.nullable(),
  finishedSession: studySession.nullable(),
  completionStatus: completionStatusResponse,
}) satisfies z.ZodType<MixedStatus>;

const phaseCounts = z.strictObject({ vocabulary: int, reading: int, grammar: int });

/** POST /study/sessions/today/planned: the session, its fixed content and where it stands (issue 19). */
export const plannedSessionResponse = z.strictObject({
  session: studySession.nullable(),
  plan: z.strictObject({
    vocabulary: z.array(plannedVocabularyItem),
    reading: z.array(readingText),
    grammar: z.array(grammarExercise),
  }),
  progress: z.strictObject({
    answered: phaseCounts,
    retryQueue: z.array(int),
    retried: int,
    readingAnswered: z.array(int),
    attempts: int,
    correct: int,
  }),
  attempts: z.array(
    z.strictObject({
      activityType: z.string(),
      activityId: z.string().nullable(),
      isCorrect: z.boolean(),
      attemptNumber: int,
      questionId: int.nullable().optional(),
      userAnswer: z.string().nullable().optional(),
      correctAnswer: z.string().nullable().optional(),
    }),
  ),
}) satisfies z.ZodType<PlannedSession>;

/** §3 "Exercise attempt" as stored, with the server's verdict. */
export const exerciseAttemptResponse = z.strictObject({
  id: int,
  studySessionId: int.nullable(),
  activityType: z.string(),
  activityId: z.string().nullable(),
  userAnswer: z.string().nullable(),
  correctAnswer: z.string().nullable(),
  exerciseContent: z.unknown(),
  isCorrect: z.boolean(),
  verdict: judgeVerdict.nullable(),
  diagnosis: z.string().nullable(),
  hintCount: int,
  attemptNumber: int,
  completedAt: instant,
}) satisfies z.ZodType<ExerciseAttemptDto>;

/** §3 "Session review". */
export const sessionReviewResponse = z.strictObject({
  session: studySession,
  statistics: z.strictObject({
    totalAttempts: int,
    correctAttempts: int,
    incorrectAttempts: int,
    accuracy: int,
  }),
  attempts: z.array(
    z.strictObject({
      id: int,
      activity_type: z.string(),
      activity_id: z.string().nullable(),
      is_correct: z.boolean(),
      user_answer: z.string().nullable(),
      correct_answer: z.string().nullable(),
      verdict: z.string().nullable(),
      diagnosis: z.string().nullable(),
      exercise: z
        .union([
          grammarExercise,
          z.strictObject({
            id: int,
            title: z.string(),
            source: z.string().nullable(),
            difficulty: z.string(),
            level: z.string(),
            hasQuestions: z.boolean(),
            questionCount: int,
          }),
        ])
        .nullable(),
      exercise_content: z.unknown(),
      vocabulary_card: reviewVocabularyCard.nullable(),
      hint_count: int,
      attempt_number: int,
      completed_at: instant,
    }),
  ),
}) satisfies z.ZodType<SessionReview>;

export const streakResponse = z.strictObject({
  currentStreak: int,
  lastStudyDate: localDate.nullable(),
}) satisfies z.ZodType<Streak>;

export const weakSpotsResponse = z.strictObject({
  judged: int,
  spots: z.array(
    z.strictObject({
      confusion: z.string(),
      count: int,
      cards: z.array(reviewVocabularyCard),
      grammarAnswers: int,
    }),
  ),
}) satisfies z.ZodType<WeakSpotsDto>;

/** Every date of the month → its state (§3 "Calendar day"). */
export const calendarResponse = z.record(
  localDate,
  z.strictObject({
    hasSession: z.boolean(),
    hasUnfinishedSession: z.boolean(),
    sessionsCompleted: int,
    isToday: z.boolean(),
    isFuture: z.boolean(),
  }),
) satisfies z.ZodType<Record<string, CalendarDay>>;
