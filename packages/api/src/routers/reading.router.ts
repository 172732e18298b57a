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
    .meta({
      rest: {
        method: 'GET',
        path: '/reading/immersion-texts',
        summary: 'Reading texts for the learner',
        description:
          "With `level`, texts of that level; without, the learner's level first, then the nearest levels.",
        output: immersionTextsResponse,
      },
    })
    .input(immersionTextsInput)
    .query(({ ctx, input }) => listImmersionTexts(ctx.db, ctx.user, input)),
  recordProgress: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/reading/immersion-texts/:id/progress',
        summary: 'Record progress in a reading text',
        output: readingProgressResponse,
      },
    })
    .input(readingProgressInput)
    .mutation(({ ctx, input }) => recordReadingProgress(ctx.db, ctx.user.id, ctx.now(), input)),
  answerQuestion: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/reading/questions/:id/response',
        summary: 'Answer a comprehension question',
        description:
          "The server's verdict is recorded and returned; with a study session, the answer is also that session's attempt (recorded once per question).",
        output: questionVerdictResponse,
      },
    })
    .input(questionResponseInput)
    .mutation(({ ctx, input }) => answerQuestion(ctx.db, ctx.user.id, ctx.now(), input)),
});
