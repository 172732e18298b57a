import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { type Context, createCaches, lexiconIndex, UNAVAILABLE_MESSAGE } from '@keelerada/api';
import type { DbHandle } from '@keelerada/db';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { registerDevLogin } from './auth/dev-login.routes.ts';
import { registerGoogleAuth } from './auth/google.routes.ts';
import type { ServerConfig } from './config.ts';
import { registerAdminGuard, registerRouteList } from './plugins/admin-guard.ts';
import { registerBoundaryValidation } from './plugins/boundary-validation.ts';
import { registerCacheInvalidation } from './plugins/cache-invalidation.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { apiConfigOf, createRequestContext } from './plugins/request-context.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticApps } from './plugins/static-apps.ts';
import { registerOpenApi } from './rest/openapi.ts';
import { registerRestRoutes } from './rest/rest-adapter.ts';
import { registerTrpcRoutes } from './trpc/trpc-adapter.ts';

export interface BuildOptions {
  config: ServerConfig;
  db: DbHandle;
  logger?: boolean;
  /** Only `npm run bench`: adds GET /bench/bare (SELECT 1 through the same pool), the baseline it compares with. */
  benchRoutes?: boolean;
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count becomes "the first n hops from the socket are proxies" (Fastify
 * itself refuses to trust anything for a bare number, since it cannot tell a proxy from a direct client): use it only
 * where clients cannot reach the server except through those proxies, as in docker/compose.yaml.
 */
function trustProxyOption(trust: ServerConfig['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** The Fastify composition root: plugins, tRPC at /trpc, the REST facade at /api, sign-in at /auth, the apps. */
export async function buildApp({
  config,
  db,
  logger = false,
  benchRoutes = false,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.env.LOG_LEVEL } : false,
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 20 * 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (off by default): otherwise a client could
    // choose its own address and slip past the per-IP rate limit
    trustProxy: trustProxyOption(config.trustProxy),
  });
  const caches = createCaches(config.env.CACHE_TTL_MS);
  if (caches.auth.enabled) await registerCacheInvalidation(app, db, caches);
  // the analyser's reverse index is built at start, not on the first learner's request (rebuilt after a change)
  app.addHook('onReady', async () => {
    await lexiconIndex(db.db, caches).catch((e: unknown) =>
      app.log.error(e, 'building the lexicon index failed'),
    );
  });
  // one context per request: the admin guard, REST routes and tRPC share the resolved token
  const contexts = new WeakMap<FastifyRequest, Promise<Context>>();
  const apiConfig = apiConfigOf(config);
  app.decorate('createContext', (req) => {
    let ctx = contexts.get(req);
    if (!ctx) {
      ctx = createRequestContext(db.db, apiConfig, caches, req);
      contexts.set(req, ctx);
    }
    return ctx;
  });
  registerErrorHandling(app);
  registerJsonBody(app);
  registerBoundaryValidation(app);
  registerRouteList(app);
  registerAdminGuard(app);

  registerSecurityHeaders(app, config);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || config.allowedOrigins.includes(origin)),
    allowedHeaders: ['authorization', 'content-type', 'x-time-zone', 'trpc-accept'],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(cookie);

  app.get('/healthz', async () => ({ status: 'ok' }));
  if (benchRoutes) {
    app.get('/bench/bare', async () => {
      await sql`select 1`.execute(db.db);
      return { ok: true };
    });
  }
  app.get('/readyz', async (_req, reply) => {
    try {
      await sql`select 1`.execute(db.db);
      return { status: 'ready', database: db.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', error: UNAVAILABLE_MESSAGE });
    }
  });

  await registerTrpcRoutes(app);

  await app.register(async (auth) => {
    // every /auth route, per client address (req.ip, see trustProxy); 429 with Retry-After past the limit
    await auth.register(rateLimit, {
      max: config.env.RATE_LIMIT_AUTH_PER_MINUTE,
      timeWindow: '1 minute',
    });
    registerDevLogin(auth, config);
    await registerGoogleAuth(auth, config);
  });

  registerRestRoutes(app);
  await registerOpenApi(app);
  await registerStaticApps(app, config.serveApps);
  return app;
}
