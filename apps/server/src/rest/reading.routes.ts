import { readingCalls as calls, runCall } from '@keelerada/api';
import type { FastifyInstance } from 'fastify';
import { objectBody, restRoute } from './rest-route.ts';

/** learner-app.md §7 Reading. */
export function registerReadingRoutes(app: FastifyInstance): void {
  restRoute(app, 'GET', '/reading/immersion-texts', ({ ctx, query }) =>
    runCall(calls.immersionTexts, ctx, query),
  );
  restRoute(app, 'POST', '/reading/immersion-texts/:id/progress', ({ ctx, body, params }) =>
    runCall(calls.recordProgress, ctx, { ...objectBody(body), id: params.id }),
  );
  restRoute(app, 'POST', '/reading/questions/:id/response', ({ ctx, body, params }) =>
    runCall(calls.answerQuestion, ctx, { ...objectBody(body), id: params.id }),
  );
}
