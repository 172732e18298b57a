import {
  calendarInput,
  createSessionInput,
  exerciseAttemptInput,
  listSessionsInput,
  sessionIdInput,
  updateSessionInput,
} from '@keelerada/domain';
import { z } from 'zod';
import { recordAttempt } from '../services/study/exercise-attempt.service.ts';
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

export const studyRouter = router({
  createSession: authedProcedure
    .input(createSessionInput)
    .mutation(({ ctx, input }) => createSession(ctx.db, ctx.user.id, clockOf(ctx), input)),
  updateSession: authedProcedure
    .input(updateSessionInput)
    .mutation(({ ctx, input }) => updateSession(ctx.db, ctx.user.id, clockOf(ctx), input)),
  sessions: authedProcedure
    .input(listSessionsInput)
    .query(({ ctx, input }) => listSessions(ctx.db, ctx.user.id, input.limit)),
  /** null = no unfinished session today (REST: 204). */
  todayUnfinished: authedProcedure
    .input(todayScope)
    .query(({ ctx, input }) => todayUnfinished(ctx.db, ctx.user.id, clockOf(ctx), input)),
  /** null = no finished session today (REST: 204). */
  todayFinished: authedProcedure
    .input(todayScope)
    .query(({ ctx, input }) => todayFinished(ctx.db, ctx.user.id, clockOf(ctx), input)),
  completionStatus: authedProcedure
    .input(todayScope)
    .query(({ ctx, input }) => completionStatus(ctx.db, ctx.user.id, clockOf(ctx), input)),
  mixedStatus: authedProcedure.query(({ ctx }) => mixedStatus(ctx.db, ctx.user.id, clockOf(ctx))),
  sessionReview: authedProcedure
    .input(sessionIdInput)
    .query(({ ctx, input }) => getSessionReview(ctx.db, ctx.user.id, input.id)),
  recordAttempt: authedProcedure
    .input(exerciseAttemptInput)
    .mutation(({ ctx, input }) => recordAttempt(ctx.db, ctx.user.id, clockOf(ctx), input)),
  streak: authedProcedure.query(({ ctx }) => getStreak(ctx.db, ctx.user.id, clockOf(ctx))),
  calendar: authedProcedure
    .input(calendarInput)
    .query(({ ctx, input }) => getCalendar(ctx.db, ctx.user.id, clockOf(ctx), input.year, input.month)),
});
