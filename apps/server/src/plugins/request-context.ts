import { type ApiConfig, authenticate, bearerToken, type Caches, type Context } from '@keelerada/api';
import type { Db } from '@keelerada/db';
import { isValidTimeZone } from '@keelerada/domain';
import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';

/** What the API needs of the server's configuration (made once, by the composition root). */
export function apiConfigOf(config: ServerConfig): ApiConfig {
  return Object.freeze({
    adminEmails: config.env.ADMIN_EMAILS.map((e) => e.toLowerCase()),
    tokenTtlDays: config.env.TOKEN_TTL_DAYS,
  });
}

/** Builds the API context for a request (tRPC and REST share it): resolves the bearer token once. */
export async function createRequestContext(
  db: Db,
  config: ApiConfig,
  caches: Caches,
  req: FastifyRequest,
): Promise<Context> {
  const now = new Date();
  const auth = await authenticate(db, bearerToken(req.headers.authorization), now, caches.auth);
  const tzHeader = req.headers['x-time-zone'];
  const tz = typeof tzHeader === 'string' && isValidTimeZone(tzHeader) ? tzHeader : null;
  return {
    db,
    config,
    user: auth?.user ?? null,
    tokenId: auth?.tokenId ?? null,
    tokenKind: auth?.tokenKind ?? null,
    requestTimeZone: tz,
    now: () => new Date(),
    caches,
  };
}
