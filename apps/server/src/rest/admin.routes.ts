import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Caller, restRoute } from './rest-route.ts';

const obj = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** Sends a CSV the browser saves as `filename`. */
function csvFile(reply: FastifyReply, file: { filename: string; contentType: string; csv: string }): string {
  reply.header('content-type', file.contentType);
  reply.header('content-disposition', `attachment; filename="${file.filename}"`);
  reply.header('cache-control', 'no-store');
  return file.csv;
}

/** The admin procedures of one kind of content (grammar exercises, reading texts), which share their routes. */
type ContentProcedures = Caller['admin']['grammar'] | Caller['admin']['reading'];

/** List, get, create (201), update and delete of one kind of content at `base` and `base/:id`. */
function registerContentRoutes(
  app: FastifyInstance,
  base: string,
  procedures: (caller: Caller) => ContentProcedures,
): void {
  restRoute(app, 'GET', base, ({ caller, query }) => procedures(caller).list(query as never));
  restRoute(app, 'GET', `${base}/:id`, ({ caller, params }) =>
    procedures(caller).get({ id: params.id as never }),
  );
  restRoute(app, 'POST', base, ({ caller, body }) => procedures(caller).create(obj(body) as never), {
    status: 201,
  });
  restRoute(app, 'PUT', `${base}/:id`, ({ caller, params, body }) =>
    procedures(caller).update({ ...obj(body), id: params.id } as never),
  );
  restRoute(app, 'DELETE', `${base}/:id`, ({ caller, params }) =>
    procedures(caller).delete({ id: params.id as never }),
  );
}

/**
 * admin-back-office.md §7, every call except the bilingual books (rest/books.routes.ts): each route calls the same
 * admin tRPC procedure the admin app uses and only reshapes. Path and query values go in as strings; the schemas
 * read them. Every /api/admin route also passes the admin guard (plugins/admin-guard.ts).
 */
export function registerAdminRoutes(app: FastifyInstance): void {
  // statistics
  restRoute(app, 'GET', '/admin/stats', ({ caller }) => caller.admin.stats());
  restRoute(app, 'GET', '/admin/analytics', ({ caller }) => caller.admin.analytics());

  // vocabulary cards
  restRoute(app, 'GET', '/admin/vocabulary-cards', ({ caller, query }) =>
    caller.admin.vocabulary.list(query as never),
  );
  restRoute(
    app,
    'POST',
    '/admin/vocabulary-cards',
    ({ caller, body }) => caller.admin.vocabulary.create(obj(body) as never),
    {
      status: 201,
    },
  );
  restRoute(app, 'GET', '/admin/vocabulary-cards/csv-template', async ({ caller, reply }) =>
    csvFile(reply, await caller.admin.vocabulary.csvTemplate()),
  );
  restRoute(app, 'GET', '/admin/vocabulary-cards/export', async ({ caller, reply }) =>
    csvFile(reply, await caller.admin.vocabulary.exportCsv()),
  );
  restRoute(app, 'POST', '/admin/vocabulary-cards/bulk-action', ({ caller, body }) =>
    caller.admin.vocabulary.bulkAction(obj(body) as never),
  );
  restRoute(app, 'POST', '/admin/vocabulary-cards/batch-import', ({ caller, body }) =>
    caller.admin.vocabulary.batchImport(obj(body) as never),
  );
  restRoute(app, 'POST', '/admin/vocabulary-cards/recheck-spelling', ({ caller }) =>
    caller.admin.vocabulary.recheckSpelling(),
  );
  restRoute(app, 'PUT', '/admin/vocabulary-cards/:id', ({ caller, params, body }) =>
    caller.admin.vocabulary.update({ ...obj(body), id: params.id } as never),
  );
  restRoute(app, 'PUT', '/admin/vocabulary-cards/:id/status', ({ caller, params, body }) =>
    caller.admin.vocabulary.setStatus({ ...obj(body), id: params.id } as never),
  );
  restRoute(app, 'DELETE', '/admin/vocabulary-cards/:id', ({ caller, params }) =>
    caller.admin.vocabulary.delete({ id: params.id as never }),
  );

  // grammar exercises and reading texts
  registerContentRoutes(app, '/admin/grammar-exercises', (caller) => caller.admin.grammar);
  registerContentRoutes(app, '/admin/reading-texts', (caller) => caller.admin.reading);

  // users
  restRoute(app, 'GET', '/admin/users', ({ caller, query }) => caller.admin.users.list(query as never));
  restRoute(app, 'POST', '/admin/users/:id/sync-vocabulary-cards', ({ caller, params }) =>
    caller.admin.users.syncVocabularyCards({ userId: params.id as never }),
  );
  restRoute(app, 'POST', '/admin/users/sync-vocabulary-cards-all', ({ caller }) =>
    caller.admin.users.syncAllVocabularyCards(),
  );

  // admin API tokens (for the CLI)
  restRoute(app, 'GET', '/admin/api-tokens', ({ caller }) => caller.admin.apiTokens.list());
  restRoute(
    app,
    'POST',
    '/admin/api-tokens',
    ({ caller, body }) => caller.admin.apiTokens.create(obj(body) as never),
    {
      status: 201,
    },
  );
  restRoute(app, 'DELETE', '/admin/api-tokens/:id', ({ caller, params }) =>
    caller.admin.apiTokens.revoke({ id: params.id as never }),
  );
}
