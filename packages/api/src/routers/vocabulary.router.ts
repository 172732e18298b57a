import { dailySessionInput, reviewResultInput } from '@keelerada/domain';
import { getDailySession } from '../services/vocabulary/daily-session.service.ts';
import { getLearnedCards } from '../services/vocabulary/learned.service.ts';
import { submitReview } from '../services/vocabulary/review.service.ts';
import { getVocabularyStats } from '../services/vocabulary/stats.service.ts';
import { authedProcedure, router } from '../trpc.ts';
import { clockOf } from './clock.ts';

export const vocabularyRouter = router({
  dailySession: authedProcedure
    .input(dailySessionInput)
    .query(({ ctx, input }) => getDailySession(ctx.db, ctx.caches, ctx.user, clockOf(ctx), input)),
  reviewResult: authedProcedure
    .input(reviewResultInput)
    .mutation(({ ctx, input }) => submitReview(ctx.db, ctx.user, clockOf(ctx), input)),
  stats: authedProcedure.query(({ ctx }) => getVocabularyStats(ctx.db, ctx.user, clockOf(ctx))),
  learned: authedProcedure.query(({ ctx }) => getLearnedCards(ctx.db, ctx.user.id)),
});
