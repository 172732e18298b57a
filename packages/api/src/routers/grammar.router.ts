import { grammarCheckInput, randomGrammarInput } from '@keelerada/domain';
import { grammarExercisesResponse, judgementResponse } from '../responses/index.ts';
import { checkGrammarExerciseAnswer } from '../services/answers/judge.service.ts';
import { randomExercises } from '../services/grammar/grammar.service.ts';
import { publicProcedure, router } from '../trpc.ts';

/** learner-app.md §7 Grammar. */
export const grammarRouter = router({
  /** Works without a token too (§7: "bearer token if one exists"); then exercises of every level. */
  random: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/grammar-exercises/random',
        summary: "Random grammar exercises near the learner's level",
        description: 'Works without a token too (then exercises of every level).',
        output: grammarExercisesResponse,
      },
    })
    .input(randomGrammarInput)
    .query(({ ctx, input }) => randomExercises(ctx.db, ctx.caches, ctx.user, input.count)),
  /** Issue 17: the judge's verdict on an answer, nothing recorded (the exercise and its answers are public). */
  check: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/grammar-exercises/:id/check',
        summary: 'Check an answer to a grammar exercise',
        description: "The judge's verdict; nothing is recorded.",
        output: judgementResponse,
      },
    })
    .input(grammarCheckInput)
    .mutation(({ ctx, input }) => checkGrammarExerciseAnswer(ctx.db, ctx.caches, input)),
});
