import { dailySessionInput, reviewResultInput, vocabularyCheckInput } from '@keelerada/domain';
import {
  dailySessionResponse,
  judgementResponse,
  learnedCardsResponse,
  reviewResultResponse,
  vocabularyStatsResponse,
} from '../responses/index.ts';
import { checkVocabularyAnswer, judgeCardAnswer } from '../services/answers/judge.service.ts';
import { getDailySession } from '../services/vocabulary/daily-session.service.ts';
import { getLearnedCards } from '../services/vocabulary/learned.service.ts';
import { submitReview } from '../services/vocabulary/review.service.ts';
import { getVocabularyStats } from '../services/vocabulary/stats.service.ts';
import { authedProcedure, router } from '../trpc.ts';
import { clockOf } from './clock.ts';

/** learner-app.md §7 Vocabulary. */
export const vocabularyRouter = router({
  dailySession: authedProcedure
    .meta({ rest: { method: 'GET', path: '/vocabulary/daily-session', output: dailySessionResponse } })
    .input(dailySessionInput)
    .query(({ ctx, input }) => getDailySession(ctx.db, ctx.caches, ctx.user, clockOf(ctx), input)),
  reviewResult: authedProcedure
    .meta({ rest: { method: 'POST', path: '/vocabulary/review-result', output: reviewResultResponse } })
    .input(reviewResultInput)
    .mutation(({ ctx, input }) =>
      submitReview(ctx.db, ctx.user, clockOf(ctx), input, (card, answer) =>
        judgeCardAnswer(ctx.db, ctx.caches, ctx.user.id, card, answer),
      ),
    ),
  stats: authedProcedure
    .meta({ rest: { method: 'GET', path: '/vocabulary/stats', output: vocabularyStatsResponse } })
    .query(({ ctx }) => getVocabularyStats(ctx.db, ctx.user, clockOf(ctx))),
  learned: authedProcedure
    .meta({ rest: { method: 'GET', path: '/vocabulary/learned', output: learnedCardsResponse } })
    .query(({ ctx }) => getLearnedCards(ctx.db, ctx.user.id)),
  /** Issue 17: the judge's verdict on an answer to one of the learner's cards, nothing recorded. */
  check: authedProcedure
    .meta({ rest: { method: 'POST', path: '/vocabulary/check', output: judgementResponse } })
    .input(vocabularyCheckInput)
    .mutation(({ ctx, input }) => checkVocabularyAnswer(ctx.db, ctx.caches, ctx.user.id, input)),
});
