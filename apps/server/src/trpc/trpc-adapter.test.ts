import type { AppRouter } from '@keelerada/api';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';

/**
 * The /trpc endpoint is this project's own (trpc-adapter.ts): these tests hold it to the wire format the apps'
 * `httpBatchLink` speaks, with tRPC's real client over a real socket, and to tRPC's statuses and error shapes.
 */
describeApp('the /trpc endpoint', (t) => {
  let url = '';
  let learner = '';
  const client = (token: string) =>
    createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url, headers: () => ({ authorization: `Bearer ${token}` }) })],
    });

  beforeAll(async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address}/trpc`;
    learner = await t.login('trpc-wire@example.ee', { firstName: 'Mari' });
  });

  describe("tRPC's own client, batching as the apps do", () => {
    it('gets each call of a batch its own result, the same as the REST facade answers', async () => {
      const trpc = client(learner);
      const [me, status] = await Promise.all([trpc.account.me.query(), trpc.study.mixedStatus.query()]);
      expect(me.user.first_name).toBe('Mari');
      const rest = await t.app.inject({
        method: 'GET',
        url: '/api/study/sessions/today/mixed-status',
        headers: t.auth(learner),
      });
      expect(status).toEqual(rest.json());
    });

    it('runs mutations by POST with their input', async () => {
      const trpc = client(learner);
      const saved = await trpc.account.updateSettings.mutate({ dailyNewWords: 15 });
      expect(saved.user.daily_new_words).toBe(15);
      expect((await trpc.account.me.query()).user.daily_new_words).toBe(15);
    });

    it('fails only the call at fault in a batch, with its status and code', async () => {
      const trpc = client(learner);
      const [me, stats] = await Promise.allSettled([trpc.account.me.query(), trpc.admin.stats.query()]);
      expect(me.status).toBe('fulfilled');
      expect(stats.status).toBe('rejected');
      const error = (stats as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(TRPCClientError);
      expect(error.data).toEqual({ code: 'FORBIDDEN', httpStatus: 403, path: 'admin.stats' });
      expect(error.message).toBe("You don't have admin privileges to access this page.");
    });

    it('tells a caller without a token 401', async () => {
      const error = await client('not-a-token')
        .account.me.query()
        .catch((e: unknown) => e);
      expect((error as TRPCClientError<AppRouter>).data?.httpStatus).toBe(401);
    });
  });

  describe('the wire format', () => {
    const get = (path: string, token = learner) =>
      t.app.inject({ method: 'GET', url: `/trpc/${path}`, headers: t.auth(token) });

    it('answers a batch with mixed outcomes 207, one entry per call in order', async () => {
      const res = await get('account.me,admin.stats?batch=1');
      expect(res.statusCode).toBe(207);
      const [ok, failed] = res.json();
      expect(ok.result.data.user.first_name).toBeTruthy();
      expect(failed.error).toMatchObject({ code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403 } });
      expect(failed.error.data.stack).toBeUndefined();
    });

    it('answers a call without batch=1 as one object, not a list', async () => {
      const res = await get('account.me');
      expect(res.statusCode).toBe(200);
      expect(res.json().result.data.user).toBeTruthy();
    });

    it('refuses a mutation called by GET with 405, and an unknown procedure with 404', async () => {
      const wrongMethod = await get('account.updateSettings');
      expect(wrongMethod.statusCode).toBe(405);
      expect(wrongMethod.json().error.message).toBe(
        '"account.updateSettings" is a mutation: call it with POST, not GET.',
      );
      const unknown = await get('account.nothing');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.message).toBe('No procedure found on path "account.nothing".');
    });

    it('refuses malformed JSON in a POST body and a batch input that is not an object, in tRPC’s shape', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/trpc/account.updateSettings',
        headers: { ...t.auth(learner), 'content-type': 'application/json' },
        payload: '{"firstName":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.message).toBe('The request input is not valid JSON.');
      const list = await get(`account.me?batch=1&input=${encodeURIComponent('[1]')}`);
      expect(list.statusCode).toBe(400);
      expect(list.json().error.message).toBe('A batch request\'s "input" must be an object.');
    });
  });
});
