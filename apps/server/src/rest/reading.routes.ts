import type { FastifyInstance } from 'fastify';
import { objectBody, restRoute } from './rest-route.ts';

/** learner-app.md §7 Reading. */
export function registerReadingRoutes(app: FastifyInstance): void {
  restRoute(app, 'GET', '/reading/immersion-texts', ({ caller, query }) =>
    caller.reading.immersionTexts(query as never),
  );
  restRoute(app, 'POST', '/reading/immersion-texts/:id/progress', ({ caller, body, params }) =>
    caller.reading.recordProgress({ ...objectBody(body), id: params.id } as never),
  );
  restRoute(app, 'POST', '/reading/questions/:id/response', ({ caller, body, params }) =>
    caller.reading.answerQuestion({ ...objectBody(body), id: params.id } as never),
  );
}
