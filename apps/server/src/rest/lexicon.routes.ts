import { lexiconCalls as calls, runCall } from '@keelerada/api';
import type { FastifyInstance } from 'fastify';
import { restRoute } from './rest-route.ts';

/** Issue 16: GET /api/lexicon/words/:lemma and GET /api/lexicon/analyse?text=. */
export function registerLexiconRoutes(app: FastifyInstance): void {
  restRoute(app, 'GET', '/lexicon/words/:lemma', ({ ctx, params }) =>
    runCall(calls.word, ctx, { lemma: params.lemma }),
  );
  restRoute(app, 'GET', '/lexicon/analyse', ({ ctx, query }) => runCall(calls.analyse, ctx, query));
}
