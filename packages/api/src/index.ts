export * from './cache/caches.ts';
export type { ApiConfig, Context } from './context.ts';
export * from './errors/app-error.ts';
export { zodMessage } from './errors/zod-message.ts';
export { enqueueScheduledJobs, type JobWorker, runJobs, startJobWorker } from './jobs/job-worker.ts';
export { documentedSchemas } from './responses/common.ts';
export type { Meta, RestRoute } from './rest-meta.ts';
export { type AppRouter, appRouter } from './root.ts';
export { PROCEDURES, runProcedure } from './run-procedure.ts';
export * from './services/account/sign-in.service.ts';
export * from './services/account/tokens.service.ts';
export * from './services/account/user-dto.ts';
export type * from './services/admin/index.ts';
export { TRASH_RETENTION_DAYS, type TrashItem, trashCutoff } from './services/admin/trash.service.ts';
export type { WeakSpotDto, WeakSpotsDto } from './services/answers/weak-spots.service.ts';
export * from './services/learning-path/learning-path.service.ts';
export * from './services/lexicon/lexicon-index.ts';
export type { QuestionVerdictDto, ReadingProgressDto } from './services/reading/reading.service.ts';
export type { ComprehensionQuestionDto, ReadingTextDto } from './services/reading/reading-dto.ts';
export type { ExerciseAttemptDto } from './services/study/exercise-attempt.service.ts';
export type { StudySessionDto } from './services/study/session-dto.ts';
export type {
  ReadingSummary,
  SessionReview,
  SessionReviewAttempt,
} from './services/study/session-review.service.ts';
export type {
  CompletionStatus,
  FinishedSessionInfo,
  MixedStatus,
} from './services/study/study-session.service.ts';
export type { DailySession } from './services/vocabulary/daily-session.service.ts';
export { dailySessionBatcher } from './services/vocabulary/daily-session-batcher.ts';
export type { ReviewResultDto } from './services/vocabulary/review.service.ts';
export { type ReviewBatchers, reviewBatchers } from './services/vocabulary/review-batcher.ts';
export type { LevelStats, VocabularyStats } from './services/vocabulary/stats.service.ts';
export type { DailyVocabularyItem, LearnedCard } from './services/vocabulary/vocabulary-dto.ts';
export { adminProcedure, toTRPCError } from './trpc.ts';
