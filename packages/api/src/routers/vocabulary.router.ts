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
    .meta({
      rest: {
        method: 'GET',
        path: '/vocabulary/daily-session',
        summary: "Today's vocabulary: due reviews, then new words",
        description: "All within `limit`; new words up to the daily quota left for the learner's local day.",
        output: dailySessionResponse,
      },
    })
    .input(dailySessionInput)
    .query(({ ctx, input }) => getDailySession(ctx.db, ctx.caches, ctx.user, clockOf(ctx), input)),
  reviewResult: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/vocabulary/review-result',
        summary: 'Record the result of a card review',
        notFound: true,
        conflicts: 'The card is being reviewed elsewhere at the same moment; try again.',
        output: reviewResultResponse,
      },
    })
    .input(reviewResultInput)
    .mutation(({ ctx, input }) =>
      submitReview(ctx.db, ctx.user, clockOf(ctx), input, (card, answer) =>
        judgeCardAnswer(ctx.db, ctx.caches, ctx.user.id, card, answer),
      ),
    ),
  stats: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/vocabulary/stats',
        summary: "The learner's vocabulary statistics and forecast",
        output: vocabularyStatsResponse,
      },
    })
    .query(({ ctx }) => getVocabularyStats(ctx.db, ctx.user, clockOf(ctx))),
  learned: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/vocabulary/learned',
        summary: 'Every card the learner has reviewed',
        output: learnedCardsResponse,
      },
    })
    .query(({ ctx }) => getLearnedCards(ctx.db, ctx.user.id)),
  /** Issue 17: the judge's verdict on an answer to one of the learner's cards, nothing recorded. */
  check: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/vocabulary/check',
        summary: "Check an answer to one of the learner's cards",
        description: "The judge's verdict; nothing is recorded.",
        notFound: true,
        output: judgementResponse,
      },
    })
    .input(vocabularyCheckInput)
    .mutation(({ ctx, input }) => checkVocabularyAnswer(ctx.db, ctx.caches, ctx.user.id, input)),
});
