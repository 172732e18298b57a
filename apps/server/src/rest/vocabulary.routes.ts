import type { FastifyInstance } from 'fastify';
import { objectBody, restRoute } from './rest-route.ts';

/** learner-app.md §7 Vocabulary. */
export function registerVocabularyRoutes(app: FastifyInstance): void {
  restRoute(app, 'GET', '/vocabulary/daily-session', ({ caller, query }) =>
    caller.vocabulary.dailySession(query as never),
  );
  restRoute(app, 'POST', '/vocabulary/review-result', ({ caller, body }) =>
    caller.vocabulary.reviewResult(objectBody(body) as never),
  );
  restRoute(app, 'GET', '/vocabulary/stats', ({ caller }) => caller.vocabulary.stats());
  restRoute(app, 'GET', '/vocabulary/learned', ({ caller }) => caller.vocabulary.learned());
}
