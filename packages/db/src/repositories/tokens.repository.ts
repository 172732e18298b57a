import type { AuthTokenRow, DbOrTrx, UserRow } from '../schema/index.ts';

export function insertToken(
  db: DbOrTrx,
  token: {
    user_id: number;
    token_hash: string;
    kind: 'session' | 'api';
    name?: string | null;
    expires_at: Date | null;
  },
): Promise<AuthTokenRow> {
  return db.insertInto('auth_tokens').values(token).returningAll().executeTakeFirstOrThrow();
}

/** The token row for a hash, only when it is neither revoked nor expired at `now`. */
export function findLiveToken(db: DbOrTrx, tokenHash: string, now: Date): Promise<AuthTokenRow | undefined> {
  return db
    .selectFrom('auth_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
}

export async function revokeToken(db: DbOrTrx, id: number, now: Date): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export function listTokens(db: DbOrTrx, userId: number, kind: 'session' | 'api'): Promise<AuthTokenRow[]> {
  return db
    .selectFrom('auth_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .execute();
}

/**
 * The user behind a live token (neither revoked nor expired at `now`), with the token's id and kind, in one query:
 * every authenticated request runs it.
 */
export async function findUserByLiveToken(
  db: DbOrTrx,
  tokenHash: string,
  now: Date,
): Promise<{ user: UserRow; tokenId: number; tokenKind: AuthTokenRow['kind'] } | undefined> {
  const row = await db
    .selectFrom('auth_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .selectAll('u')
    .select(['t.id as token_id', 't.kind as token_kind'])
    .where('t.token_hash', '=', tokenHash)
    .where('t.revoked_at', 'is', null)
    .where((eb) => eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', now)]))
    .executeTakeFirst();
  if (!row) return undefined;
  const { token_id, token_kind, ...user } = row;
  return { user, tokenId: token_id, tokenKind: token_kind };
}
