import { immersionTextsInput, questionResponseInput, readingProgressInput } from '@keelerada/domain';
import {
  answerQuestion,
  listImmersionTexts,
  recordReadingProgress,
} from '../services/reading/reading.service.ts';
import { authedProcedure, router } from '../trpc.ts';

export const readingRouter = router({
  immersionTexts: authedProcedure
    .input(immersionTextsInput)
    .query(({ ctx, input }) => listImmersionTexts(ctx.db, ctx.user, input)),
  recordProgress: authedProcedure
    .input(readingProgressInput)
    .mutation(({ ctx, input }) => recordReadingProgress(ctx.db, ctx.user.id, ctx.now(), input)),
  answerQuestion: authedProcedure
    .input(questionResponseInput)
    .mutation(({ ctx, input }) => answerQuestion(ctx.db, ctx.user.id, input)),
});
