import { type AuthTokenRow, adminFindApiToken, adminListApiTokens, type Db } from '@keelerada/db';
import { API_TOKEN_DEFAULT_DAYS, type apiTokenCreateInput } from '@keelerada/domain';
import type { z } from 'zod';
import { notFound } from '../../errors/app-error.ts';
import { issueToken, revoke } from '../account/tokens.service.ts';

/** An admin API token as listed (never the token itself: only its hash is stored). */
export interface AdminApiToken {
  id: number;
  name: string | null;
  owner_email: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  active: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toDto(t: AuthTokenRow & { owner_email: string }, now: Date): AdminApiToken {
  return {
    id: t.id,
    name: t.name,
    owner_email: t.owner_email,
    created_at: t.created_at.toISOString(),
    expires_at: iso(t.expires_at),
    revoked_at: iso(t.revoked_at),
    last_used_at: iso(t.last_used_at),
    active: !t.revoked_at && (!t.expires_at || t.expires_at > now),
  };
}

/**
 * Creates an API token for the signed-in admin (for scripts and the CLI). The raw token is returned once, here;
 * only its SHA-256 is stored (auth_tokens, kind 'api'). It lasts 365 days unless told otherwise (null: no expiry),
 * and works only while its owner is an admin.
 */
export async function createApiToken(
  db: Db,
  owner: { id: number; email: string },
  input: z.output<typeof apiTokenCreateInput>,
  now: Date,
): Promise<{ token: string; apiToken: AdminApiToken }> {
  const days = input.expiresInDays === undefined ? API_TOKEN_DEFAULT_DAYS : input.expiresInDays;
  const { token, id, expiresAt } = await issueToken(db, owner.id, {
    kind: 'api',
    ttlDays: days,
    name: input.name,
    now,
  });
  return {
    token,
    apiToken: {
      id,
      name: input.name,
      owner_email: owner.email,
      created_at: now.toISOString(),
      expires_at: iso(expiresAt),
      revoked_at: null,
      last_used_at: null,
      active: true,
    },
  };
}

/** Every admin's API tokens (an admin can revoke a colleague's). */
export async function listApiTokens(db: Db, now: Date): Promise<{ apiTokens: AdminApiToken[] }> {
  return { apiTokens: (await adminListApiTokens(db)).map((t) => toDto(t, now)) };
}

export async function revokeApiToken(db: Db, id: number, now: Date): Promise<{ success: true }> {
  const t = await adminFindApiToken(db, id);
  if (!t) throw notFound('API token not found');
  await revoke(db, id, now);
  return { success: true };
}
