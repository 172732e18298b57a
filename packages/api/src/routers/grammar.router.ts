import { grammarCheckInput, randomGrammarInput } from '@keelerada/domain';
import { openCall, openMutation, openQuery } from '../calls/call.ts';
import { checkGrammarExerciseAnswer } from '../services/answers/judge.service.ts';
import { randomExercises } from '../services/grammar/grammar.service.ts';
import { router } from '../trpc.ts';

/** learner-app.md §7 Grammar: each call serves its tRPC procedure and its REST route. */
export const grammarCalls = {
  /** Works without a token too (§7: "bearer token if one exists"); then exercises of every level. */
  random: openCall(randomGrammarInput, (ctx, input) =>
    randomExercises(ctx.db, ctx.caches, ctx.user, input.count),
  ),
  /** Issue 17: the judge's verdict on an answer, nothing recorded (the exercise and its answers are public). */
  check: openCall(grammarCheckInput, (ctx, input) => checkGrammarExerciseAnswer(ctx.db, ctx.caches, input)),
};

export const grammarRouter = router({
  random: openQuery(grammarCalls.random),
  check: openMutation(grammarCalls.check),
});
