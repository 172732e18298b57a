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
import { learnerCall, learnerMutation, learnerQuery, noInput } from '../calls/call.ts';
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
import { router } from '../trpc.ts';
import { clockOf } from './clock.ts';

/** `{ mixed: true }` narrows a "today" query to the daily MIXED sessions. */
const todayScope = z
  .object({ mixed: z.boolean({ error: 'mixed must be true or false.' }).optional() })
  .optional()
  .transform((v) => Boolean(v?.mixed));

/** learner-app.md §7 Study: each call serves its tRPC procedure and its REST route. */
export const studyCalls = {
  createSession: learnerCall(createSessionInput, (ctx, input) =>
    createSession(ctx.db, ctx.user.id, clockOf(ctx), input),
  ),
  updateSession: learnerCall(updateSessionInput, (ctx, input) =>
    updateSession(ctx.db, ctx.user.id, clockOf(ctx), input),
  ),
  sessions: learnerCall(listSessionsInput, (ctx, input) => listSessions(ctx.db, ctx.user.id, input.limit)),
  /** null = no unfinished session today (REST: 204). */
  todayUnfinished: learnerCall(todayScope, (ctx, input) =>
    todayUnfinished(ctx.db, ctx.user.id, clockOf(ctx), input),
  ),
  /** null = no finished session today (REST: 204). */
  todayFinished: learnerCall(todayScope, (ctx, input) =>
    todayFinished(ctx.db, ctx.user.id, clockOf(ctx), input),
  ),
  completionStatus: learnerCall(todayScope, (ctx, input) =>
    completionStatus(ctx.db, ctx.user.id, clockOf(ctx), input),
  ),
  mixedStatus: learnerCall(noInput, (ctx) => mixedStatus(ctx.db, ctx.user.id, clockOf(ctx))),
  /** Today's daily session or stand-alone grammar run with its fixed content and recorded attempts (issue 19). */
  openPlanned: learnerCall(openPlannedSessionInput, (ctx, input) =>
    openPlannedSession(ctx.db, ctx.caches, ctx.user, clockOf(ctx), input.sessionType),
  ),
  sessionReview: learnerCall(sessionIdInput, (ctx, input) => getSessionReview(ctx.db, ctx.user.id, input.id)),
  recordAttempt: learnerCall(exerciseAttemptInput, (ctx, input) =>
    recordAttempt(ctx.db, ctx.user.id, clockOf(ctx), input),
  ),
  streak: learnerCall(noInput, (ctx) => getStreak(ctx.db, ctx.user.id, clockOf(ctx))),
  calendar: learnerCall(calendarInput, (ctx, input) =>
    getCalendar(ctx.db, ctx.user.id, clockOf(ctx), input.year, input.month),
  ),
};

export const studyRouter = router({
  createSession: learnerMutation(studyCalls.createSession),
  updateSession: learnerMutation(studyCalls.updateSession),
  sessions: learnerQuery(studyCalls.sessions),
  todayUnfinished: learnerQuery(studyCalls.todayUnfinished),
  todayFinished: learnerQuery(studyCalls.todayFinished),
  completionStatus: learnerQuery(studyCalls.completionStatus),
  mixedStatus: learnerQuery(studyCalls.mixedStatus),
  openPlanned: learnerMutation(studyCalls.openPlanned),
  sessionReview: learnerQuery(studyCalls.sessionReview),
  recordAttempt: learnerMutation(studyCalls.recordAttempt),
  streak: learnerQuery(studyCalls.streak),
  calendar: learnerQuery(studyCalls.calendar),
});
