import { CompiledQuery } from 'kysely';
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

export async function revokeToken(db: DbOrTrx, id: number, now: Date): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Every authenticated request runs this, so its SQL is a constant (no query building per request). */
const USER_BY_LIVE_TOKEN = `
  select u.*, t.id as token_id, t.kind as token_kind, t.expires_at as token_expires_at,
    t.last_used_at as token_last_used_at
  from auth_tokens t join users u on u.id = t.user_id
  where t.token_hash = $1 and t.revoked_at is null and (t.expires_at is null or t.expires_at > $2)`;

export interface LiveTokenUser {
  user: UserRow;
  tokenId: number;
  tokenKind: AuthTokenRow['kind'];
  expiresAt: Date | null;
  lastUsedAt: Date | null;
}

/** The user behind a live token (neither revoked nor expired at `now`), with the token's id and kind, in one query. */
export async function findUserByLiveToken(
  db: DbOrTrx,
  tokenHash: string,
  now: Date,
): Promise<LiveTokenUser | undefined> {
  const r = await db.executeQuery<
    UserRow & {
      token_id: number;
      token_kind: AuthTokenRow['kind'];
      token_expires_at: Date | null;
      token_last_used_at: Date | null;
    }
  >(CompiledQuery.raw(USER_BY_LIVE_TOKEN, [tokenHash, now]));
  const row = r.rows[0];
  if (!row) return undefined;
  const { token_id, token_kind, token_expires_at, token_last_used_at, ...user } = row;
  return {
    user,
    tokenId: token_id,
    tokenKind: token_kind,
    expiresAt: token_expires_at,
    lastUsedAt: token_last_used_at,
  };
}

/** Records that a token was used (API tokens show it on the admin's token screen). */
export async function touchToken(db: DbOrTrx, id: number, now: Date): Promise<void> {
  await db.updateTable('auth_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}
