import { analyseInput, lexiconWordInput } from '@keelerada/domain';
import { analyseResponse, lexiconWordResponse } from '../responses/index.ts';
import { analyseText, lexiconWord } from '../services/lexicon/lexicon.service.ts';
import { lexiconIndex } from '../services/lexicon/lexicon-index.ts';
import { authedProcedure, router } from '../trpc.ts';

/** Issue 16: a word's paradigm and the analysis of a text. */
export const lexiconRouter = router({
  word: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/lexicon/words/:lemma',
        summary: "A word's paradigm from the lexicon",
        output: lexiconWordResponse,
      },
    })
    .input(lexiconWordInput)
    .query(async ({ ctx, input }) => lexiconWord(await lexiconIndex(ctx.db, ctx.caches), input.lemma)),
  analyse: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/lexicon/analyse',
        summary: 'Analyse the words of a text',
        output: analyseResponse,
      },
    })
    .input(analyseInput)
    .query(async ({ ctx, input }) => analyseText(await lexiconIndex(ctx.db, ctx.caches), input.text)),
});
