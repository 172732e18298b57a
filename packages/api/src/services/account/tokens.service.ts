import { createHash, randomBytes } from 'node:crypto';
import {
  type Db,
  type DbOrTrx,
  findUserByLiveToken,
  insertToken,
  revokeToken,
  type UserRow,
} from '@keelerada/db';

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

/** Resolves a raw bearer token to its user; null for a missing, unknown, expired or revoked token. */
export async function authenticate(
  db: Db,
  rawToken: string | null,
  now: Date,
): Promise<Authenticated | null> {
  if (!rawToken || rawToken.length > 200) return null;
  const found = await findUserByLiveToken(db, hashToken(rawToken), now);
  return found ?? null;
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
