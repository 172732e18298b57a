import { createHash, randomBytes } from 'node:crypto';
import {
  type Db,
  type DbOrTrx,
  findUserByLiveToken,
  insertToken,
  revokeToken,
  touchToken,
  type UserRow,
} from '@keelerada/db';
import type { MemoryCache } from '../../cache/memory-cache.ts';

/** SHA-256 of the raw token; only this is stored. */
export function hashToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** A new random bearer token (256 bits, base64url). */
export function newRawToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueToken(
  db: DbOrTrx,
  userId: number,
  opts: { kind: 'session' | 'api'; ttlDays: number | null; name?: string | null; now: Date },
): Promise<{ token: string; id: number; expiresAt: Date | null }> {
  const token = newRawToken();
  const expiresAt = opts.ttlDays === null ? null : new Date(opts.now.getTime() + opts.ttlDays * 86_400_000);
  const row = await insertToken(db, {
    user_id: userId,
    token_hash: hashToken(token),
    kind: opts.kind,
    name: opts.name ?? null,
    expires_at: expiresAt,
  });
  return { token, id: row.id, expiresAt };
}

export interface Authenticated {
  user: UserRow;
  tokenId: number;
  tokenKind: 'session' | 'api';
}

/** `last_used_at` of an API token is kept to the minute, not rewritten on every call. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Resolves a raw bearer token to its user; null for a missing, unknown, expired or revoked token. With a cache, a
 * live token found once is answered from memory until the cache's ttl or the token's own expiry, whichever is first
 * (revocations and user changes drop the cache: see cache/caches.ts). Unknown tokens are never cached.
 */
export async function authenticate(
  db: Db,
  rawToken: string | null,
  now: Date,
  cache?: MemoryCache<string, Authenticated>,
): Promise<Authenticated | null> {
  if (!rawToken || rawToken.length > 200) return null;
  // the cache is keyed by the token as sent (it lives only in this process's memory, as the request does), so a hit
  // costs no hashing; the database only ever sees the hash
  const hit = cache?.get(rawToken);
  if (hit) return hit;
  const generation = cache?.generation;
  const found = await findUserByLiveToken(db, hashToken(rawToken), now);
  if (!found) return null;
  if (
    found.tokenKind === 'api' &&
    (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= TOUCH_EVERY_MS)
  )
    await touchToken(db, found.tokenId, now);
  const auth: Authenticated = { user: found.user, tokenId: found.tokenId, tokenKind: found.tokenKind };
  cache?.set(rawToken, auth, found.expiresAt?.getTime(), generation);
  return auth;
}

/** Extracts the token from an `Authorization: Bearer …` header. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1] ?? null;
}

export async function revoke(db: DbOrTrx, tokenId: number, now: Date): Promise<void> {
  await revokeToken(db, tokenId, now);
}
