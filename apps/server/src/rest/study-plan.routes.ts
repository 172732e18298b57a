import { studyCalls as calls, runCall } from '@keelerada/api';
import type { FastifyInstance } from 'fastify';
import { objectBody, restRoute } from './rest-route.ts';

/** Issue 19: today's planned session (daily MIXED or a stand-alone GRAMMAR run) with its content and attempts. */
export function registerStudyPlanRoutes(app: FastifyInstance): void {
  restRoute(app, 'POST', '/study/sessions/today/planned', ({ ctx, body }) =>
    runCall(calls.openPlanned, ctx, objectBody(body)),
  );
}
