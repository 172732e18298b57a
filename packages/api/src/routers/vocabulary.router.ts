import { dailySessionInput, reviewResultInput, vocabularyCheckInput } from '@keelerada/domain';
import { learnerCall, learnerMutation, learnerQuery, noInput } from '../calls/call.ts';
import { checkVocabularyAnswer } from '../services/answers/judge.service.ts';
import { getDailySession } from '../services/vocabulary/daily-session.service.ts';
import { getLearnedCards } from '../services/vocabulary/learned.service.ts';
import { submitReview } from '../services/vocabulary/review.service.ts';
import { getVocabularyStats } from '../services/vocabulary/stats.service.ts';
import { router } from '../trpc.ts';
import { clockOf } from './clock.ts';

/** learner-app.md §7 Vocabulary: each call serves its tRPC procedure and its REST route. */
export const vocabularyCalls = {
  dailySession: learnerCall(dailySessionInput, (ctx, input) =>
    getDailySession(ctx.db, ctx.caches, ctx.user, clockOf(ctx), input),
  ),
  reviewResult: learnerCall(reviewResultInput, (ctx, input) =>
    submitReview(ctx.db, ctx.user, clockOf(ctx), input),
  ),
  stats: learnerCall(noInput, (ctx) => getVocabularyStats(ctx.db, ctx.user, clockOf(ctx))),
  learned: learnerCall(noInput, (ctx) => getLearnedCards(ctx.db, ctx.user.id)),
  /** Issue 17: the judge's verdict on an answer to one of the learner's cards, nothing recorded. */
  check: learnerCall(vocabularyCheckInput, (ctx, input) =>
    checkVocabularyAnswer(ctx.db, ctx.caches, ctx.user.id, input),
  ),
};

export const vocabularyRouter = router({
  dailySession: learnerQuery(vocabularyCalls.dailySession),
  reviewResult: learnerMutation(vocabularyCalls.reviewResult),
  stats: learnerQuery(vocabularyCalls.stats),
  learned: learnerQuery(vocabularyCalls.learned),
  check: learnerMutation(vocabularyCalls.check),
});
