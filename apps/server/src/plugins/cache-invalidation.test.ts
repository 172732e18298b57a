import { userIdOf } from '@keelerada/db/testing';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { casePractice, seedGrammar } from '../testing/learning-seed.ts';
import { describeApp, type TestAppContext } from '../testing/test-app.ts';

/** Polls until `check` passes: other processes' writes reach this one through NOTIFY, a moment after their commit. */
async function eventually(check: () => Promise<void>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (e) {
      if (Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

const get = (t: TestAppContext, url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: t.auth(token) });

// caching on (the other suites run without it): tokens and the grammar catalogue are served from memory, and every
// way of changing them reaches the cache — this process's writes at once, anyone else's through the triggers' NOTIFY
describeApp(
  'caches and their invalidation',
  (t) => {
    it('really serves tokens from memory: an unannounced revocation is not seen (within the ttl)', async () => {
      const token = await t.login('cache-memory@example.ee');
      // the sign-in's own notification may still be on its way: let it land, then cache the token
      await new Promise((r) => setTimeout(r, 300));
      expect((await get(t, '/api/me', token)).statusCode).toBe(200);
      // with triggers off (replica mode, this transaction only) no NOTIFY is sent — as if it were lost
      await t.db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await trx
          .updateTable('auth_tokens')
          .set({ revoked_at: new Date() })
          .where('user_id', '=', await userIdOf(trx, 'cache-memory@example.ee'))
          .execute();
      });
      expect((await get(t, '/api/me', token)).statusCode).toBe(200);
    });

    it('refuses a signed-out token at once', async () => {
      const token = await t.login('cache-logout@example.ee');
      expect((await get(t, '/api/me', token)).statusCode).toBe(200);
      const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: t.auth(token) });
      expect(out.statusCode).toBeLessThan(300);
      expect((await get(t, '/api/me', token)).statusCode).toBe(401);
    });

    it('refuses a token revoked by another process (a database write, not an API call)', async () => {
      const token = await t.login('cache-revoked@example.ee');
      expect((await get(t, '/api/me', token)).statusCode).toBe(200);
      const userId = await userIdOf(t.db, 'cache-revoked@example.ee');
      await t.db
        .updateTable('auth_tokens')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', userId)
        .execute();
      await eventually(async () => expect((await get(t, '/api/me', token)).statusCode).toBe(401));
    });

    it('sees a user changed by another process: a new admin gets in', async () => {
      const token = await t.login('cache-promoted@example.ee');
      expect((await get(t, '/api/admin/stats', token)).statusCode).toBe(403);
      await t.db
        .updateTable('users')
        .set({ is_admin: true })
        .where('email', '=', 'cache-promoted@example.ee')
        .execute();
      await eventually(async () => expect((await get(t, '/api/admin/stats', token)).statusCode).toBe(200));
    });

    it("drops only the changed user's tokens: another learner's token stays served from memory", async () => {
      const changed = await t.login('cache-changed@example.ee');
      const other = await t.login('cache-other@example.ee');
      await new Promise((r) => setTimeout(r, 300));
      expect((await get(t, '/api/me', other)).statusCode).toBe(200);
      expect((await get(t, '/api/admin/stats', changed)).statusCode).toBe(403);
      // revoke the other learner's token unannounced: only a flush of their cached token would reveal it
      await t.db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await trx
          .updateTable('auth_tokens')
          .set({ revoked_at: new Date() })
          .where('user_id', '=', await userIdOf(trx, 'cache-other@example.ee'))
          .execute();
      });
      // an announced change to the first learner, by another process
      await t.db
        .updateTable('users')
        .set({ is_admin: true })
        .where('email', '=', 'cache-changed@example.ee')
        .execute();
      await eventually(async () => expect((await get(t, '/api/admin/stats', changed)).statusCode).toBe(200));
      // and a settings change through this process's API
      const settings = await t.app.inject({
        method: 'PUT',
        url: '/api/me/settings',
        headers: t.auth(changed),
        payload: { dailyNewWords: 7 },
      });
      expect(settings.statusCode).toBe(200);
      expect((await get(t, '/api/me', other)).statusCode).toBe(200);
    });

    it('picks grammar exercises added by another process (the content loader, say)', async () => {
      const token = await t.login('cache-grammar@example.ee');
      await seedGrammar(t.db, [{ type: 'CASE_PRACTICE', level: 'A0', content: casePractice(1) }]);
      const first = await get(t, '/api/grammar-exercises/random?count=50', token);
      const before = first.json().length as number;
      expect(before).toBeGreaterThan(0);
      await seedGrammar(t.db, [{ type: 'CASE_PRACTICE', level: 'A0', content: casePractice(2) }]);
      await eventually(async () =>
        expect((await get(t, '/api/grammar-exercises/random?count=50', token)).json()).toHaveLength(
          before + 1,
        ),
      );
    });

    it('records when an API token was last used', async () => {
      const admin = await t.login('cache-admin@example.ee', { admin: true });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/api-tokens',
        headers: t.auth(admin),
        payload: { name: 'last-used' },
      });
      const { token, apiToken } = created.json() as { token: string; apiToken: { id: number } };
      const lastUsed = async () =>
        (
          await t.db
            .selectFrom('auth_tokens')
            .select('last_used_at')
            .where('id', '=', apiToken.id)
            .executeTakeFirstOrThrow()
        ).last_used_at;
      expect(await lastUsed()).toBeNull();
      expect((await get(t, '/api/admin/stats', token)).statusCode).toBe(200);
      expect(await lastUsed()).toBeInstanceOf(Date);
    });
  },
  { CACHE_TTL_MS: '60000' },
);
