import type { FastifyInstance } from 'fastify';
import { restRoute } from './rest-route.ts';

const obj = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** Bilingual books: learner-app.md §7 and admin-back-office.md §7. Path and query values go in as strings. */
export function registerBookRoutes(app: FastifyInstance): void {
  // learner
  restRoute(app, 'GET', '/dual-language-texts', ({ caller }) => caller.books.list());
  restRoute(app, 'GET', '/dual-language-texts/:textId', ({ caller, params }) =>
    caller.books.get({ textId: params.textId as never }),
  );
  restRoute(app, 'GET', '/dual-language-texts/:textId/segments', ({ caller, params, query }) =>
    caller.books.segments({
      textId: params.textId as never,
      page: query.page as never,
      limit: query.limit as never,
    }),
  );
  restRoute(app, 'GET', '/reading-progress/:textId', ({ caller, params }) =>
    caller.books.progress({ textId: params.textId as never }),
  );
  restRoute(app, 'POST', '/reading-progress', ({ caller, body }) =>
    caller.books.markRead(obj(body) as never),
  );
  restRoute(app, 'DELETE', '/reading-progress/:textId', ({ caller, params }) =>
    caller.books.resetProgress({ textId: params.textId as never }),
  );

  // admin
  restRoute(app, 'GET', '/admin/dual-language-texts', ({ caller }) => caller.books.admin.list());
  restRoute(
    app,
    'POST',
    '/admin/dual-language-texts',
    ({ caller, body }) => caller.books.admin.create(obj(body) as never),
    { status: 201 },
  );
  restRoute(app, 'GET', '/admin/dual-language-texts/:textId', ({ caller, params }) =>
    caller.books.admin.get({ textId: params.textId as never }),
  );
  restRoute(app, 'PUT', '/admin/dual-language-texts/:textId', ({ caller, params, body }) =>
    caller.books.admin.update({ ...obj(body), textId: params.textId } as never),
  );
  restRoute(app, 'DELETE', '/admin/dual-language-texts/:textId', ({ caller, params }) =>
    caller.books.admin.delete({ textId: params.textId as never }),
  );
  restRoute(app, 'GET', '/admin/dual-language-texts/:textId/segments', ({ caller, params, query }) =>
    caller.books.admin.segments({
      textId: params.textId as never,
      page: query.page as never,
      limit: query.limit as never,
    }),
  );
  restRoute(
    app,
    'POST',
    '/admin/dual-language-texts/:textId/segments',
    ({ caller, params, body }) =>
      caller.books.admin.createSegment({ ...obj(body), textId: params.textId } as never),
    { status: 201 },
  );
  restRoute(app, 'PUT', '/admin/dual-language-segments/:segmentId', ({ caller, params, body }) =>
    caller.books.admin.updateSegment({ ...obj(body), segmentId: params.segmentId } as never),
  );
}
