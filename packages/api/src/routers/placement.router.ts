import { placementAnswerInput, placementRunInput } from '@keelerada/domain';
import {
  acceptPlacement,
  answerPlacement,
  getPlacement,
  startPlacement,
} from '../services/placement/placement.service.ts';
import { accountProcedure, authedProcedure, router } from '../trpc.ts';
import { clockOf } from './clock.ts';

/** Issue 21: the adaptive placement test (its own route in learner-web, /placement). */
export const placementRouter = router({
  latest: authedProcedure.query(({ ctx }) => getPlacement(ctx.db, ctx.user.id)),
  start: authedProcedure.mutation(({ ctx }) => startPlacement(ctx.db, ctx.user.id)),
  answer: authedProcedure
    .input(placementAnswerInput)
    .mutation(({ ctx, input }) => answerPlacement(ctx.db, ctx.user.id, input)),
  // changes the learner's level: an account write, so the caches of the user row are dropped
  accept: accountProcedure
    .input(placementRunInput)
    .mutation(({ ctx, input }) => acceptPlacement(ctx.db, ctx.user, clockOf(ctx), input.runId)),
});
