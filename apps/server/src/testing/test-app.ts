import { describeDb, type TestDbContext } from '@keelerada/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { checkDocumentedResponses } from './documented-responses.ts';

export interface TestAppContext extends TestDbContext {
  readonly app: FastifyInstance;
  readonly config: ServerConfig;
  /** Signs in through the local sign-in route and returns the bearer token. */
  login(
    email: string,
    opts?: { admin?: boolean; firstName?: string; lastName?: string; timeZone?: string },
  ): Promise<string>;
  auth(token: string): { authorization: string };
}

export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return loadConfig({
    NODE_ENV: 'test',
    AUTH_DEV_LOGIN: '1',
    SERVE_APPS: '0',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    // suites that write to the database directly between requests would see cached users; the caches have their own
    // suite (cache.test.ts) with caching on
    CACHE_TTL_MS: '0',
    ...env,
  });
}

/** Runs the suite once per database backend against a fresh app built on a fresh database. */
export function describeApp(
  name: string,
  body: (t: TestAppContext) => void,
  env: Record<string, string> | (() => Record<string, string>) = {},
): void {
  describeDb(name, (dbCtx) => {
    let app: FastifyInstance | undefined;
    let config: ServerConfig | undefined;
    beforeAll(async () => {
      config = testConfig(typeof env === 'function' ? env() : env);
      app = await buildApp({ config, db: dbCtx.handle });
      checkDocumentedResponses(app);
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
    });
    const ctx: TestAppContext = {
      get db() {
        return dbCtx.db;
      },
      get handle() {
        return dbCtx.handle;
      },
      get kind() {
        return dbCtx.kind;
      },
      get app() {
        if (!app) throw new Error('app not ready');
        return app;
      },
      get config() {
        if (!config) throw new Error('app not ready');
        return config;
      },
      async login(email, opts = {}) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/auth/dev-login',
          payload: { email, ...opts },
        });
        if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
        return res.json().token as string;
      },
      auth: (token) => ({ authorization: `Bearer ${token}` }),
    };
    body(ctx);
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A caller of the REST routes (`/api…`) as the holder of `token()`, read at each call (suites sign in in
 * `beforeAll`): `const api = restAs(t, () => admin); await api('PUT', '/admin/…', body)`.
 */
export function restAs(t: TestAppContext, token: () => string) {
  return (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: t.auth(token()),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}
