import { appRouter } from '@keelerada/api';
import { MAX_TRPC_BATCH } from '@keelerada/domain';
import { beforeAll, expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

// Every route and procedure of the running app — enumerated, not listed by hand, so routes added later are covered
// too — gets the inputs that used to end in 500: a NUL, a lone surrogate, JSON nested 10,000 deep. Each must be a 400
// with a sentence, before anything is read or written.

type ProcedureDef = { type: 'query' | 'mutation' | 'subscription' };
const procedures = Object.entries(
  (appRouter._def as unknown as { procedures: Record<string, { _def: ProcedureDef }> }).procedures,
).map(([path, p]) => ({ path, type: p._def.type }));

const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const BAD_BODIES: [string, string][] = [
  ['a NUL', '{"first_name":"a\\u0000b","name":"a\\u0000b","search":"x"}'],
  ['a lone surrogate', '{"answer":"\\ud800","name":"\\ud800"}'],
  ['JSON 10,000 deep', deepJson(10_000)],
];
const SENTENCE =
  /^The (field "[^"]+"|input) (contains a NUL|contains an incomplete character)|^The input is nested too deeply/;

describeApp('bad text at the boundary', (t) => {
  let admin: string;
  beforeAll(async () => {
    admin = await t.login('boundary-admin@example.ee', { admin: true });
  });

  const restRoutes = () =>
    t.app.routeList.filter(
      (r) => !r.url.startsWith('/trpc') && !['HEAD', 'OPTIONS'].includes(r.method) && !r.url.includes('*'),
    );
  const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

  it('enumerates the REST and sign-in routes', () => {
    const urls = restRoutes().map((r) => r.url);
    expect(urls.filter((u) => u.startsWith('/api/')).length).toBeGreaterThan(40);
    expect(urls).toContain('/auth/dev-login');
  });

  it('answers a NUL in the query string or a path parameter with 400 on every route', async () => {
    const failures: string[] = [];
    for (const r of restRoutes()) {
      for (const url of [
        `${concrete(r.url)}?search=%00&q=a%00`,
        ...(r.url.includes(':') ? [r.url.replace(/:[A-Za-z_]+/g, '%00')] : []),
      ]) {
        const res = await t.app.inject({ method: r.method as 'GET', url, headers: t.auth(admin) });
        if (res.statusCode !== 400 || !SENTENCE.test(res.json().error))
          failures.push(`${r.method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a bad JSON body with 400 on every route that takes one', async () => {
    const failures: string[] = [];
    for (const r of restRoutes().filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))) {
      for (const [name, payload] of BAD_BODIES) {
        const res = await t.app.inject({
          method: r.method as 'POST',
          url: concrete(r.url),
          headers: { ...t.auth(admin), 'content-type': 'application/json' },
          payload,
        });
        if (res.statusCode !== 400 || !SENTENCE.test(res.json().error))
          failures.push(`${r.method} ${r.url} with ${name} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers the same inputs with 400 on every tRPC procedure', async () => {
    expect(procedures.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const p of procedures) {
      for (const [name, input] of BAD_BODIES) {
        const res =
          p.type === 'query'
            ? await t.app.inject({
                method: 'GET',
                url: `/trpc/${p.path}?input=${encodeURIComponent(input)}`,
                headers: t.auth(admin),
              })
            : await t.app.inject({
                method: 'POST',
                url: `/trpc/${p.path}`,
                headers: { ...t.auth(admin), 'content-type': 'application/json' },
                payload: input,
              });
        const message = res.json().error?.message ?? '';
        if (res.statusCode !== 400 || !SENTENCE.test(message))
          failures.push(`${p.type} ${p.path} with ${name} → ${res.statusCode} ${message.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a free-form exerciseContent over 64 KB (REST and tRPC), and writes nothing', async () => {
    const before = await t.db
      .selectFrom('exercise_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const exerciseContent = { text: 'a'.repeat(100_000) };
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/study/exercise-attempts',
      headers: t.auth(admin),
      payload: { activityType: 'exercise', exerciseContent, userAnswer: 'a', isCorrect: true },
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({
      error: 'The field "exerciseContent" is too large (at most 64 KB of JSON).',
    });
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/study.recordAttempt',
      headers: t.auth(admin),
      payload: { activityType: 'exercise', exerciseContent },
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toMatch(/exerciseContent" is too large/);
    const after = await t.db
      .selectFrom('exercise_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('words tRPC parse errors and oversized batches as sentences', async () => {
    const parse = await t.app.inject({
      method: 'GET',
      url: '/trpc/account.me?input=%7Bnot-json',
      headers: t.auth(admin),
    });
    expect(parse.statusCode).toBe(400);
    expect(parse.json().error.message).toBe('The request input is not valid JSON.');
    const paths = Array(MAX_TRPC_BATCH + 1)
      .fill('account.me')
      .join(',');
    const batch = await t.app.inject({
      method: 'GET',
      url: `/trpc/${paths}?batch=1`,
      headers: t.auth(admin),
    });
    expect(batch.statusCode).toBe(400);
    expect(JSON.stringify(batch.json())).toContain(
      `Too many calls in one batch request (at most ${MAX_TRPC_BATCH}).`,
    );
    const ok = await t.app.inject({
      method: 'GET',
      url: `/trpc/${Array(MAX_TRPC_BATCH).fill('account.me').join(',')}?batch=1`,
      headers: t.auth(admin),
    });
    expect(ok.statusCode).toBe(200);
  });
});
