import { immersionTextsInput, questionResponseInput, readingProgressInput } from '@keelerada/domain';
import { learnerCall, learnerMutation, learnerQuery } from '../calls/call.ts';
import {
  answerQuestion,
  listImmersionTexts,
  recordReadingProgress,
} from '../services/reading/reading.service.ts';
import { router } from '../trpc.ts';

/** learner-app.md §7 Reading: each call serves its tRPC procedure and its REST route. */
export const readingCalls = {
  immersionTexts: learnerCall(immersionTextsInput, (ctx, input) =>
    listImmersionTexts(ctx.db, ctx.user, input),
  ),
  recordProgress: learnerCall(readingProgressInput, (ctx, input) =>
    recordReadingProgress(ctx.db, ctx.user.id, ctx.now(), input),
  ),
  answerQuestion: learnerCall(questionResponseInput, (ctx, input) =>
    answerQuestion(ctx.db, ctx.user.id, input),
  ),
};

export const readingRouter = router({
  immersionTexts: learnerQuery(readingCalls.immersionTexts),
  recordProgress: learnerMutation(readingCalls.recordProgress),
  answerQuestion: learnerMutation(readingCalls.answerQuestion),
});
