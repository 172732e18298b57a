import {
  calendarInput,
  createSessionInput,
  exerciseAttemptInput,
  listSessionsInput,
  openPlannedSessionInput,
  sessionIdInput,
  updateSessionInput,
} from '@keelerada/domain';
import { z } from 'zod';
import {
  calendarResponse,
  completionStatusResponse,
  exerciseAttemptResponse,
  finishedSessionResponse,
  mixedStatusResponse,
  plannedSessionResponse,
  sessionReviewResponse,
  streakResponse,
  studySession,
  studySessionsResponse,
  weakSpotsResponse,
} from '../responses/index.ts';
import type { RestRoute } from '../rest-meta.ts';
import { getWeakSpots } from '../services/answers/weak-spots.service.ts';
import { recordAttempt } from '../services/study/exercise-attempt.service.ts';
import { openPlannedSession } from '../services/study/session-plan.service.ts';
import { getSessionReview } from '../services/study/session-review.service.ts';
import { getCalendar, getStreak } from '../services/study/streak.service.ts';
import {
  completionStatus,
  createSession,
  listSessions,
  mixedStatus,
  todayFinished,
  todayUnfinished,
  updateSession,
} from '../services/study/study-session.service.ts';
import { authedProcedure, router } from '../trpc.ts';
import { clockOf } from './clock.ts';

/** `{ mixed: true }` narrows a "today" query to the daily MIXED sessions. */
const todayScope = z
  .object({ mixed: z.boolean({ error: 'mixed must be true or false.' }).optional() })
  .optional()
  .transform((v) => Boolean(v?.mixed));

/** A "today" GET and its `/mixed` twin, which is the same call with `{ mixed: true }`. */
const today = (path: `/${string}`, output: RestRoute['output'], summary: string): RestRoute[] => [
  { method: 'GET', path, output, summary },
  {
    method: 'GET',
    path: `${path}/mixed`,
    fixed: { mixed: true },
    output,
    summary: `${summary} (daily mixed sessions)`,
  },
];

/** learner-app.md §7 Study, under /study. */
export const studyRouter = router({
  /** REST: 201 when it made the session, 200 when it returned today's open one. */
  createSession: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/study/sessions',
        summary: "Start a study session (or resume today's)",
        description:
          "201 when a session was made; 200 with today's unfinished session of the same type when there is one.",
        reply: 'created',
        output: studySession,
      },
    })
    .input(createSessionInput)
    .mutation(({ ctx, input }) => createSession(ctx.db, ctx.user.id, clockOf(ctx), input)),
  updateSession: authedProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/study/sessions/:id',
        summary: 'Update a study session (progress, finish)',
        description: 'Completion flags only turn on; finishing twice keeps the first completion.',
        output: studySession,
      },
    })
    .input(updateSessionInput)
    .mutation(({ ctx, input }) => updateSession(ctx.db, ctx.user.id, clockOf(ctx), input)),
  sessions: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/study/sessions',
        summary: "The learner's study sessions (newest first)",
        output: studySessionsResponse,
      },
    })
    .input(listSessionsInput)
    .query(({ ctx, input }) => listSessions(ctx.db, ctx.user.id, input.limit)),
  /** null = no unfinished session today (REST: 204). */
  todayUnfinished: authedProcedure
    .meta({ rest: today('/study/sessions/today/unfinished', studySession, "Today's unfinished session") })
    .input(todayScope)
    .query(({ ctx, input }) => todayUnfinished(ctx.db, ctx.user.id, clockOf(ctx), input)),
  /** null = no finished session today (REST: 204). */
  todayFinished: authedProcedure
    .meta({
      rest: today('/study/sessions/today/finished', finishedSessionResponse, "Today's finished session"),
    })
    .input(todayScope)
    .query(({ ctx, input }) => todayFinished(ctx.db, ctx.user.id, clockOf(ctx), input)),
  completionStatus: authedProcedure
    .meta({
      rest: today(
        '/study/sessions/today/completion-status',
        completionStatusResponse,
        'The study phases done today',
      ),
    })
    .input(todayScope)
    .query(({ ctx, input }) => completionStatus(ctx.db, ctx.user.id, clockOf(ctx), input)),
  mixedStatus: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/study/sessions/today/mixed-status',
        summary: "What today's daily session needs on load",
        output: mixedStatusResponse,
      },
    })
    .query(({ ctx }) => mixedStatus(ctx.db, ctx.user.id, clockOf(ctx))),
  /** Today's daily session or stand-alone grammar run with its fixed content and recorded attempts (issue 19). */
  openPlanned: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/study/sessions/today/planned',
        summary: "Open today's planned session with its content",
        output: plannedSessionResponse,
      },
    })
    .input(openPlannedSessionInput)
    .mutation(({ ctx, input }) =>
      openPlannedSession(ctx.db, ctx.caches, ctx.user, clockOf(ctx), input.sessionType),
    ),
  sessionReview: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/study/sessions/:id/review',
        summary: "Review a study session's attempts",
        output: sessionReviewResponse,
      },
    })
    .input(sessionIdInput)
    .query(({ ctx, input }) => getSessionReview(ctx.db, ctx.user.id, input.id)),
  recordAttempt: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/study/exercise-attempts',
        summary: 'Record an exercise attempt',
        description:
          'For grammar exercises and vocabulary cards the server judges the answer and records its own verdict.',
        notFound: true,
        status: 201,
        output: exerciseAttemptResponse,
      },
    })
    .input(exerciseAttemptInput)
    .mutation(async ({ ctx, input }) => recordAttempt(ctx.db, ctx.caches, ctx.user.id, clockOf(ctx), input)),
  streak: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/study/streak',
        summary: "The learner's study streak",
        output: streakResponse,
      },
    })
    .query(({ ctx }) => getStreak(ctx.db, ctx.user.id, clockOf(ctx))),
  /** Issue 17: the learner's three most frequent confusions among their last 40 judged answers. */
  weakSpots: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/study/weak-spots',
        summary: "The learner's most frequent confusions",
        output: weakSpotsResponse,
      },
    })
    .query(({ ctx }) => getWeakSpots(ctx.db, ctx.user.id)),
  calendar: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/study/calendar/:year/:month',
        summary: "The learner's study calendar for a month",
        notFound: false,
        output: calendarResponse,
      },
    })
    .input(calendarInput)
    .query(({ ctx, input }) => getCalendar(ctx.db, ctx.user.id, clockOf(ctx), input.year, input.month)),
});
