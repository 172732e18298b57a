import type { inferInput, inferOutput } from '@trpc/tanstack-react-query';
import type { trpc } from '../api.ts';

/** Server shapes, inferred from the tRPC router (learner-app.md §3). */
export type Me = inferOutput<typeof trpc.account.me>['user'];
export type DailySession = inferOutput<typeof trpc.vocabulary.dailySession>;
/**
 * A vocabulary card item, from the daily session or a session plan (`study.openPlanned`): a plan stored before the
 * cards' accepted alternatives were sent has items without `vocabularyCard.alternatives` (read as none).
 */
export type DailyItem = inferOutput<typeof trpc.study.openPlanned>['plan']['vocabulary'][number];
export type VocabularyStats = inferOutput<typeof trpc.vocabulary.stats>;
export type LearnedCard = inferOutput<typeof trpc.vocabulary.learned>[number];
export type ReadingText = inferOutput<typeof trpc.reading.immersionTexts>[number];
export type ComprehensionQuestion = ReadingText['comprehensionQuestions'][number];
export type GrammarExerciseData = inferOutput<typeof trpc.grammar.random>[number];
export type MixedStatus = inferOutput<typeof trpc.study.mixedStatus>;
export type StudySession = NonNullable<MixedStatus['unfinishedSession']>;
export type CompletionStatus = inferOutput<typeof trpc.study.completionStatus>;
export type SessionReview = inferOutput<typeof trpc.study.sessionReview>;
export type ReviewAttempt = SessionReview['attempts'][number];
export type CalendarMonth = inferOutput<typeof trpc.study.calendar>;
export type Streak = inferOutput<typeof trpc.study.streak>;
export type AttemptInput = inferInput<typeof trpc.study.recordAttempt>;
export type SessionPatchInput = inferInput<typeof trpc.study.updateSession>;
