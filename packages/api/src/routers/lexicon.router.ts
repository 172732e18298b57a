import { analyseInput, lexiconWordInput } from '@keelerada/domain';
import { learnerCall, learnerQuery } from '../calls/call.ts';
import { analyseText, lexiconWord } from '../services/lexicon/lexicon.service.ts';
import { lexiconIndex } from '../services/lexicon/lexicon-index.ts';
import { router } from '../trpc.ts';

/** Issue 16: a word's paradigm and the analysis of a text; each call serves its tRPC procedure and REST route. */
export const lexiconCalls = {
  word: learnerCall(lexiconWordInput, async (ctx, input) =>
    lexiconWord(await lexiconIndex(ctx.db, ctx.caches), input.lemma),
  ),
  analyse: learnerCall(analyseInput, async (ctx, input) =>
    analyseText(await lexiconIndex(ctx.db, ctx.caches), input.text),
  ),
};

export const lexiconRouter = router({
  word: learnerQuery(lexiconCalls.word),
  analyse: learnerQuery(lexiconCalls.analyse),
});
