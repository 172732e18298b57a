import { signInWithGoogle } from '@keelerada/api';
import { expect, it } from 'vitest';
import { apiConfigOf } from '../plugins/request-context.ts';
import { describeApp } from '../testing/test-app.ts';

const PARALLEL = 30;

const accountsOf = (t: { db: import('@keelerada/db').Db }, email: string) =>
  t.db
    .selectFrom('users')
    .select(['id', 'google_sub'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .execute();

// Several tabs (or a double click) signing the same new person in at once: one account, every sign-in succeeds.
describeApp('parallel first sign-in of one email', (t) => {
  it(`local sign-in: ${PARALLEL} at once → ${PARALLEL} × 200 and one account`, async () => {
    const email = 'Parallel.Local@example.ee';
    const res = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({ method: 'POST', url: '/auth/dev-login', payload: { email } }),
      ),
    );
    expect(res.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    expect(await accountsOf(t, email)).toHaveLength(1);
    const tokens = new Set(res.map((r) => r.json().token));
    expect(tokens.size).toBe(PARALLEL);
  });

  it(`Google sign-in: ${PARALLEL} at once → every one signed in, one account with the Google subject`, async () => {
    const profile = {
      sub: 'google-sub-parallel',
      email: 'parallel.google@example.ee',
      emailVerified: true,
      firstName: 'Para',
      lastName: 'Llel',
    };
    const results = await Promise.allSettled(
      Array.from({ length: PARALLEL }, () =>
        signInWithGoogle(t.db, apiConfigOf(t.config), profile, new Date()),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const accounts = await accountsOf(t, profile.email);
    expect(accounts).toEqual([{ id: expect.any(Number), google_sub: profile.sub }]);
    const created = results.filter((r) => r.status === 'fulfilled' && r.value.created);
    expect(created).toHaveLength(1);
  });
});
