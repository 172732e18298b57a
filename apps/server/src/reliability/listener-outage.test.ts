import type { ChangeListener, DbHandle } from '@keelerada/db';
import { describeDb, userIdOf } from '@keelerada/db/testing';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../testing/test-app.ts';

// The change listener is controlled by the test: it says when listening stops and starts, and nothing else arrives.
describeDb('caches while the change listener is down', (d) => {
  let app: FastifyInstance;
  let listener: ChangeListener | undefined;
  beforeAll(async () => {
    const handle: DbHandle = {
      ...d.handle,
      listen: async (_channel, l) => {
        listener = l;
        l.onListening();
        return async () => {};
      },
    };
    app = await buildApp({ config: testConfig({ CACHE_TTL_MS: '60000' }), db: handle });
    await app.ready();
  });
  afterAll(() => app.close());

  const me = (token: string) =>
    app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
  const login = async (email: string) =>
    (await app.inject({ method: 'POST', url: '/auth/dev-login', payload: { email } })).json().token as string;
  /** Revokes the user's tokens without a notification (as if it were sent while nobody listened). */
  const revokeSilently = async (email: string) =>
    d.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      const userId = await userIdOf(trx, email);
      await trx
        .updateTable('auth_tokens')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', userId)
        .execute();
    });

  it('serves a token from memory while listening (the cache is real)', async () => {
    const token = await login('listening@example.ee');
    expect((await me(token)).statusCode).toBe(200);
    await revokeSilently('listening@example.ee');
    expect((await me(token)).statusCode).toBe(200);
  });

  it('caches nothing while not listening: a revocation is seen at once, and again after listening resumes', async () => {
    const token = await login('down@example.ee');
    expect((await me(token)).statusCode).toBe(200);
    listener!.onLost();
    // requests while down must not fill the cache
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    await revokeSilently('down@example.ee');
    expect((await me(token)).statusCode).toBe(401);

    const other = await login('resumed@example.ee');
    expect((await me(other)).statusCode).toBe(200);
    listener!.onListening();
    expect((await me(other)).statusCode).toBe(200);
    await revokeSilently('resumed@example.ee');
    // cached again once listening: the silent revocation is not seen (that is what the listener is for)
    expect((await me(other)).statusCode).toBe(200);
  });
});
