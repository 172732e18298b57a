import type { Db, UserRow } from '@keelerada/db';
import type { Caches } from './cache/caches.ts';

export interface ApiConfig {
  adminEmails: string[];
  tokenTtlDays: number;
}

export interface Context {
  db: Db;
  config: ApiConfig;
  /** The signed-in user, resolved from the bearer token (null when anonymous). */
  user: UserRow | null;
  tokenId: number | null;
  /** Kind of token that authenticated the request. */
  tokenKind: 'session' | 'api' | null;
  /** IANA zone the browser reported in `X-Time-Zone` (fallback when the user has none saved). */
  requestTimeZone: string | null;
  now: () => Date;
  /** This process's caches (tokens, grammar catalogue); writes through the API drop them. */
  caches: Caches;
}
