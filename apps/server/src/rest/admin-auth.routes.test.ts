import { adminProcedure, appRouter } from '@keelerada/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { isGuardedAdminPath } from '../plugins/admin-guard.ts';
import { describeApp } from '../testing/test-app.ts';

// Authorization of the whole admin surface, enumerated from the running app — not from a hand-kept list — so a
// procedure or route added later (the bilingual-book admin ones included) is covered without touching this file.

type ProcedureDef = { type: 'query' | 'mutation' | 'subscription'; middlewares: unknown[] };
const procedures = Object.entries(
  (appRouter._def as unknown as { procedures: Record<string, { _def: ProcedureDef }> }).procedures,
).map(([path, p]) => ({ path, def: p._def }));

/** The middleware adminProcedure adds on top of authedProcedure: the admin check itself. */
const adminGuard = (adminProcedure as unknown as { _def: { middlewares: unknown[] } })._def.middlewares.at(
  -1,
);
const isAdminProcedure = (def: ProcedureDef) => def.middlewares.includes(adminGuard);
/** A procedure inside a router whose name starts with "admin" (admin.*, books.admin.*, adminBooks.*). */
const underAdminRouter = (path: string) =>
  path
    .split('.')
    .slice(0, -1)
    .some((segment) => segment.toLowerCase().startsWith('admin'));

const adminProcedures = procedures.filter((p) => isAdminProcedure(p.def) || underAdminRouter(p.path));

describe('admin procedures (enumerated from appRouter)', () => {
  it('finds the back office and the bilingual-book admin procedures', () => {
    const paths = adminProcedures.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'admin.stats',
        'admin.analytics',
        'admin.vocabulary.batchImport',
        'admin.grammar.update',
        'admin.reading.create',
        'admin.users.syncAllVocabularyCards',
        'admin.apiTokens.create',
      ]),
    );
    expect(paths.filter((p) => p.startsWith('books.admin.')).length).toBeGreaterThan(0);
    console.log(`[authorization] ${paths.length} admin procedures: ${paths.join(', ')}`);
  });

  it('builds every procedure under an admin router on adminProcedure', () => {
    const notGuarded = procedures.filter((p) => underAdminRouter(p.path) && !isAdminProcedure(p.def));
    expect(notGuarded.map((p) => p.path)).toEqual([]);
  });
});

describeApp('authorization of the admin surface', (t) => {
  let learner = '';
  let admin = '';
  beforeAll(async () => {
    learner = await t.login('learner@example.ee');
    admin = await t.login('admin@example.ee', { admin: true });
  });

  function callProcedure(path: string, type: ProcedureDef['type'], headers: Record<string, string>) {
    return type === 'query'
      ? t.app.inject({ method: 'GET', url: `/trpc/${path}`, headers })
      : t.app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{}',
        });
  }

  it('answers 401 to anonymous callers and 403 to learners on every admin procedure', async () => {
    expect(adminProcedures.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const { path, def } of adminProcedures) {
      const anon = await callProcedure(path, def.type, {});
      const pupil = await callProcedure(path, def.type, t.auth(learner));
      if (anon.statusCode !== 401) wrong.push(`${path} anonymous → ${anon.statusCode}`);
      if (pupil.statusCode !== 403) wrong.push(`${path} learner → ${pupil.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to anonymous callers and 403 to learners on every /api/admin route', async () => {
    const routes = t.app.routeList.filter((r) => isGuardedAdminPath(r.url) && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/admin/vocabulary-cards/batch-import',
        'GET /api/admin/vocabulary-cards/csv-template',
        'POST /api/admin/users/sync-vocabulary-cards-all',
        'DELETE /api/admin/dual-language-texts/:textId',
        'PUT /api/admin/dual-language-segments/:segmentId',
      ]),
    );
    const wrong: string[] = [];
    for (const r of routes) {
      const url = r.url.replace(/:[A-Za-z]+/g, '1');
      const send = (headers: Record<string, string>) =>
        t.app.inject({
          method: r.method as 'GET',
          url,
          headers:
            r.method === 'GET' || r.method === 'DELETE'
              ? headers
              : { ...headers, 'content-type': 'application/json' },
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: '{}' }),
        });
      const anon = await send({});
      const pupil = await send(t.auth(learner));
      const boss = await send(t.auth(admin));
      if (anon.statusCode !== 401 || anon.json().error !== 'Authentication required')
        wrong.push(`${r.method} ${r.url} anonymous → ${anon.statusCode}`);
      if (
        pupil.statusCode !== 403 ||
        pupil.json().error !== "You don't have admin privileges to access this page."
      )
        wrong.push(`${r.method} ${r.url} learner → ${pupil.statusCode}`);
      if (boss.statusCode === 401 || boss.statusCode === 403 || boss.statusCode >= 500)
        wrong.push(`${r.method} ${r.url} admin → ${boss.statusCode} ${boss.body}`);
    }
    console.log(`[authorization] ${routes.length} /api/admin routes checked`);
    expect(wrong).toEqual([]);
  });

  it('keeps GET /api/admin/status public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/status' });
    expect(res.json()).toEqual({ isAdmin: false });
  });

  it('refuses a revoked or expired admin API token, and a token whose owner is no longer an admin', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/api-tokens',
      headers: t.auth(admin),
      payload: { name: 'ci' },
    });
    expect(created.statusCode).toBe(201);
    const token = created.json().token as string;
    const stats = () => t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: t.auth(token) });
    expect((await stats()).statusCode).toBe(200);
    await t.db
      .updateTable('users')
      .set({ is_admin: false })
      .where('email', '=', 'admin@example.ee')
      .execute();
    expect((await stats()).statusCode).toBe(403);
    await t.db.updateTable('users').set({ is_admin: true }).where('email', '=', 'admin@example.ee').execute();
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/api-tokens/${created.json().apiToken.id}`,
      headers: t.auth(admin),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await stats()).statusCode).toBe(401);
  });
});
