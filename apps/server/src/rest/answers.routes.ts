import { grammarCalls, runCall, studyCalls, vocabularyCalls } from '@keelerada/api';
import type { FastifyInstance } from 'fastify';
import { objectBody, restRoute } from './rest-route.ts';

/** Issue 17: the judge's verdict on an answer without recording anything (admin preview, CLI, tests). */
export function registerAnswerCheckRoutes(app: FastifyInstance): void {
  restRoute(app, 'POST', '/vocabulary/check', ({ ctx, body }) =>
    runCall(vocabularyCalls.check, ctx, objectBody(body)),
  );
  restRoute(app, 'POST', '/grammar-exercises/:id/check', ({ ctx, body, params }) =>
    runCall(grammarCalls.check, ctx, { ...objectBody(body), id: params.id }),
  );
  restRoute(app, 'GET', '/study/weak-spots', ({ ctx }) => runCall(studyCalls.weakSpots, ctx, undefined));
}
