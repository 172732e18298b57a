import type { AuthTokenRow, DbOrTrx } from '../schema/index.ts';

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
