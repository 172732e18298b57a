import { expect, it } from 'vitest';
import { describeApp, type TestAppContext } from '../testing/test-app.ts';

const LIMIT = 60;

const devLogin = (t: TestAppContext, i: number, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/dev-login',
    payload: { email: `limit-${i}@example.ee` },
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });

// the documented limit (60/min per IP) with the default configuration: no proxy trusted
describeApp(
  '/auth rate limit',
  (t) => {
    it(`answers request ${LIMIT + 1} of a minute with 429 and Retry-After`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT; i++) statuses.push((await devLogin(t, i)).statusCode);
      expect(statuses).toEqual(Array(LIMIT).fill(200));
      const over = await devLogin(t, LIMIT);
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.json()).toEqual({ error: 'Too many requests; slow down and try again.' });
      // every /auth route shares the limit, the API does not
      expect((await t.app.inject({ method: 'GET', url: '/auth/providers' })).statusCode).toBe(429);
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    });

    it('cannot be dodged with X-Forwarded-For when no proxy is trusted', async () => {
      const res = await devLogin(t, 999, `203.0.113.${Math.floor(Math.random() * 200)}`);
      expect(res.statusCode).toBe(429);
    });
  },
  { RATE_LIMIT_AUTH_PER_MINUTE: String(LIMIT) },
);

// behind one trusted proxy (nginx): the limit is per client address the proxy reports
describeApp(
  '/auth rate limit behind a trusted proxy',
  (t) => {
    it('counts each forwarded client on its own, and the last hop decides', async () => {
      for (let i = 0; i < 3; i++) expect((await devLogin(t, i, '198.51.100.1')).statusCode).toBe(200);
      expect((await devLogin(t, 3, '198.51.100.1')).statusCode).toBe(429);
      // a client prepending an address of its choice still counts as the address the proxy saw
      expect((await devLogin(t, 4, '192.0.2.77, 198.51.100.1')).statusCode).toBe(429);
      expect((await devLogin(t, 5, '198.51.100.2')).statusCode).toBe(200);
    });
  },
  { RATE_LIMIT_AUTH_PER_MINUTE: '3', TRUST_PROXY: '1' },
);

// the proxy named by address: only its header counts
describeApp(
  '/auth rate limit behind a proxy named by address',
  (t) => {
    it('believes X-Forwarded-For from the named proxy only', async () => {
      for (let i = 0; i < 3; i++) expect((await devLogin(t, i, '198.51.100.1')).statusCode).toBe(200);
      expect((await devLogin(t, 3, '198.51.100.1')).statusCode).toBe(429);
      expect((await devLogin(t, 4, '198.51.100.2')).statusCode).toBe(200);
    });
  },
  { RATE_LIMIT_AUTH_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' },
);
