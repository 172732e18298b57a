import type { FastifyInstance } from 'fastify';
import { objectBody, restRoute } from './rest-route.ts';

/** learner-app.md §7 Study, under /study. `null` from a procedure is a 204. */
export function registerStudyRoutes(app: FastifyInstance): void {
  restRoute(app, 'POST', '/study/sessions', async ({ caller, body, reply }) => {
    const { session, created } = await caller.study.createSession(objectBody(body) as never);
    reply.code(created ? 201 : 200);
    return session;
  });
  restRoute(app, 'PATCH', '/study/sessions/:id', ({ caller, body, params }) =>
    caller.study.updateSession({ ...objectBody(body), id: params.id } as never),
  );
  restRoute(app, 'GET', '/study/sessions', ({ caller, query }) => caller.study.sessions(query as never));
  for (const mixed of [false, true]) {
    const suffix = mixed ? '/mixed' : '';
    restRoute(
      app,
      'GET',
      `/study/sessions/today/unfinished${suffix}`,
      async ({ caller }) => (await caller.study.todayUnfinished({ mixed })) ?? undefined,
    );
    restRoute(
      app,
      'GET',
      `/study/sessions/today/finished${suffix}`,
      async ({ caller }) => (await caller.study.todayFinished({ mixed })) ?? undefined,
    );
    restRoute(app, 'GET', `/study/sessions/today/completion-status${suffix}`, ({ caller }) =>
      caller.study.completionStatus({ mixed }),
    );
  }
  restRoute(app, 'GET', '/study/sessions/today/mixed-status', ({ caller }) => caller.study.mixedStatus());
  restRoute(app, 'GET', '/study/sessions/:id/review', ({ caller, params }) =>
    caller.study.sessionReview({ id: params.id } as never),
  );
  restRoute(
    app,
    'POST',
    '/study/exercise-attempts',
    ({ caller, body }) => caller.study.recordAttempt(objectBody(body) as never),
    { status: 201 },
  );
  restRoute(app, 'GET', '/study/streak', ({ caller }) => caller.study.streak());
  restRoute(app, 'GET', '/study/calendar/:year/:month', ({ caller, params }) =>
    caller.study.calendar({ year: params.year, month: params.month } as never),
  );
}
