import { getRetentionOptions } from '../services/vocabulary/retention.service.ts';
import { authedProcedure, router } from '../trpc.ts';
import { clockOf } from './clock.ts';

/** Issue 21: how the scheduler fits the learner — the settings page's retention choices and their daily load. */
export const learnerModelRouter = router({
  retentionOptions: authedProcedure.query(({ ctx }) => getRetentionOptions(ctx.db, ctx.user, clockOf(ctx))),
});
