import { immersionTextsInput, questionResponseInput, readingProgressInput } from '@keelerada/domain';
import {
  immersionTextsResponse,
  questionVerdictResponse,
  readingProgressResponse,
} from '../responses/index.ts';
import {
  answerQuestion,
  listImmersionTexts,
  recordReadingProgress,
} from '../services/reading/reading.service.ts';
import { authedProcedure, router } from '../trpc.ts';

/** learner-app.md §7 Reading. */
export const readingRouter = router({
  immersionTexts: authedProcedure
    .meta({ rest: { method: 'GET', path: '/reading/immersion-texts', output: immersionTextsResponse } })
    .input(immersionTextsInput)
    .query(({ ctx, input }) => listImmersionTexts(ctx.db, ctx.user, input)),
  recordProgress: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/reading/immersion-texts/:id/progress',
        output: readingProgressResponse,
      },
    })
    .input(readingProgressInput)
    .mutation(({ ctx, input }) => recordReadingProgress(ctx.db, ctx.user.id, ctx.now(), input)),
  answerQuestion: authedProcedure
    .meta({
      rest: { method: 'POST', path: '/reading/questions/:id/response', output: questionVerdictResponse },
    })
    .input(questionResponseInput)
    .mutation(({ ctx, input }) => answerQuestion(ctx.db, ctx.user.id, ctx.now(), input)),
});
