import { type LearnerClock, learnerClock } from '../services/time/learner-clock.ts';
import type { AuthedContext } from '../trpc.ts';

/** The signed-in learner's clock for this request. */
export function clockOf(ctx: AuthedContext): LearnerClock {
  return learnerClock(ctx.user, ctx.requestTimeZone, ctx.now());
}
