import { studyCalls as calls, runCall } from '@keelerada/api';
import type { FastifyInstance } from 'fastify';
import { objectBody, restRoute } from './rest-route.ts';

/** learner-app.md §7 Study, under /study. `null` from a procedure is a 204. */
export function registerStudyRoutes(app: FastifyInstance): void {
  restRoute(app, 'POST', '/study/sessions', async ({ ctx, body, reply }) => {
    const { session, created } = await runCall(calls.createSession, ctx, objectBody(body));
    reply.code(created ? 201 : 200);
    return session;
  });
  restRoute(app, 'PATCH', '/study/sessions/:id', ({ ctx, body, params }) =>
    runCall(calls.updateSession, ctx, { ...objectBody(body), id: params.id }),
  );
  restRoute(app, 'GET', '/study/sessions', ({ ctx, query }) => runCall(calls.sessions, ctx, query));
  for (const mixed of [false, true]) {
    const suffix = mixed ? '/mixed' : '';
    restRoute(
      app,
      'GET',
      `/study/sessions/today/unfinished${suffix}`,
      async ({ ctx }) => (await runCall(calls.todayUnfinished, ctx, { mixed })) ?? undefined,
    );
    restRoute(
      app,
      'GET',
      `/study/sessions/today/finished${suffix}`,
      async ({ ctx }) => (await runCall(calls.todayFinished, ctx, { mixed })) ?? undefined,
    );
    restRoute(app, 'GET', `/study/sessions/today/completion-status${suffix}`, ({ ctx }) =>
      runCall(calls.completionStatus, ctx, { mixed }),
    );
  }
  restRoute(app, 'GET', '/study/sessions/today/mixed-status', ({ ctx }) =>
    runCall(calls.mixedStatus, ctx, undefined),
  );
  restRoute(app, 'GET', '/study/sessions/:id/review', ({ ctx, params }) =>
    runCall(calls.sessionReview, ctx, { id: params.id }),
  );
  restRoute(
    app,
    'POST',
    '/study/exercise-attempts',
    ({ ctx, body }) => runCall(calls.recordAttempt, ctx, objectBody(body)),
    { status: 201 },
  );
  restRoute(app, 'GET', '/study/streak', ({ ctx }) => runCall(calls.streak, ctx, undefined));
  restRoute(app, 'GET', '/study/calendar/:year/:month', ({ ctx, params }) =>
    runCall(calls.calendar, ctx, { year: params.year, month: params.month }),
  );
}
