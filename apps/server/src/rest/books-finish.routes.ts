import type { FastifyInstance } from 'fastify';
import { restRoute } from './rest-route.ts';

/** Issue 19: Mark as Finished records the whole book as read in one call. */
export function registerBookFinishRoutes(app: FastifyInstance): void {
  restRoute(app, 'POST', '/reading-progress/:textId/finish', ({ caller, params }) =>
    caller.books.finish({ textId: params.textId as never }),
  );
}
