import {
  calendarInput,
  createSessionInput,
  exerciseAttemptInput,
  listSessionsInput,
  sessionIdInput,
  updateSessionInput,
} from '@keelerada/domain';
import { z } from 'zod';
import { learnerCall, learnerMutation, learnerQuery, noInput } from '../calls/call.ts';
import { serverMorphology } from '../services/answers/judge.service.ts';
import { getWeakSpots } from '../services/answers/weak-spots.service.ts';
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
  sessionReview: learnerCall(sessionIdInput, (ctx, input) => getSessionReview(ctx.db, ctx.user.id, input.id)),
  recordAttempt: learnerCall(exerciseAttemptInput, async (ctx, input) =>
    recordAttempt(ctx.db, ctx.user.id, clockOf(ctx), input, await serverMorphology(ctx.db, ctx.caches)),
  ),
  streak: learnerCall(noInput, (ctx) => getStreak(ctx.db, ctx.user.id, clockOf(ctx))),
  /** Issue 17: the learner's three most frequent confusions among their last 40 judged answers. */
  weakSpots: learnerCall(noInput, (ctx) => getWeakSpots(ctx.db, ctx.user.id)),
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
  sessionReview: learnerQuery(studyCalls.sessionReview),
  recordAttempt: learnerMutation(studyCalls.recordAttempt),
  streak: learnerQuery(studyCalls.streak),
  weakSpots: learnerQuery(studyCalls.weakSpots),
  calendar: learnerQuery(studyCalls.calendar),
});
