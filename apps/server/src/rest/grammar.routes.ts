import { grammarCalls, runCall } from '@keelerada/api';
import type { FastifyInstance } from 'fastify';
import { restRoute } from './rest-route.ts';

/** learner-app.md §7 Grammar. */
export function registerGrammarRoutes(app: FastifyInstance): void {
  restRoute(app, 'GET', '/grammar-exercises/random', ({ ctx, query }) =>
    runCall(grammarCalls.random, ctx, query),
  );
}
