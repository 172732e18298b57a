import type { FastifyInstance } from 'fastify';
import { restRoute } from './rest-route.ts';

/** learner-app.md §7 Grammar. */
export function registerGrammarRoutes(app: FastifyInstance): void {
  restRoute(app, 'GET', '/grammar-exercises/random', ({ caller, query }) =>
    caller.grammar.random(query as never),
  );
}
