import { vocabularyCalls as calls, dailySessionJson, runCall } from '@keelerada/api';
import type { FastifyInstance } from 'fastify';
import { objectBody, restRoute } from './rest-route.ts';

/** learner-app.md §7 Vocabulary. */
export function registerVocabularyRoutes(app: FastifyInstance): void {
  restRoute(
    app,
    'GET',
    '/vocabulary/daily-session',
    ({ ctx, query }) => runCall(calls.dailySession, ctx, query),
    {
      json: dailySessionJson,
    },
  );
  restRoute(app, 'POST', '/vocabulary/review-result', ({ ctx, body }) =>
    runCall(calls.reviewResult, ctx, objectBody(body)),
  );
  restRoute(app, 'GET', '/vocabulary/stats', ({ ctx }) => runCall(calls.stats, ctx, undefined));
  restRoute(app, 'GET', '/vocabulary/learned', ({ ctx }) => runCall(calls.learned, ctx, undefined));
}
