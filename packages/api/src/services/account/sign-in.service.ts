import {
  type Db,
  type DbOrTrx,
  findUserByEmail,
  findUserByGoogleSub,
  insertUserIfAbsent,
  type UserRow,
  updateUser,
} from '@keelerada/db';
import type { DevLoginInput } from '@keelerada/domain';
import type { ApiConfig } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { syncPathCards } from '../learning-path/learning-path.service.ts';
import { issueToken } from './tokens.service.ts';

export interface GoogleProfile {
  sub: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface SignInResult {
  user: UserRow;
  token: string;
  created: boolean;
}

function isAdminEmail(config: ApiConfig, email: string): boolean {
  return config.adminEmails.includes(email.toLowerCase());
}

/**
 * Finds or creates the account, refreshes last_login and admin status, enrols a new learner in their path and
 * issues a session token — all in one transaction. Creating is an upsert: when the same person signs in from several
 * tabs at once, one insert wins and the others find its row (never a unique-violation 500).
 */
async function signIn(
  db: Db,
  config: ApiConfig,
  now: Date,
  find: (trx: DbOrTrx) => Promise<UserRow | undefined>,
  create: {
    email: string;
    first_name: string;
    last_name: string;
    google_sub: string | null;
    is_admin: boolean;
    time_zone?: string;
  },
): Promise<SignInResult> {
  return db.transaction().execute(async (trx) => {
    let user = await find(trx);
    let created = false;
    if (!user) {
      user = await insertUserIfAbsent(trx, create);
      created = user !== undefined;
      user ??= await find(trx);
      if (!user) throw new AppError('CONFLICT', 'This account is being created; please sign in again.');
    }
    const patch: Parameters<typeof updateUser>[2] = { last_login: now };
    if (create.is_admin && !user.is_admin) patch.is_admin = true;
    if (create.google_sub && !user.google_sub) patch.google_sub = create.google_sub;
    user = (await updateUser(trx, user.id, patch)) ?? user;
    if (created) await syncPathCards(trx, user);
    const { token } = await issueToken(trx, user.id, { kind: 'session', ttlDays: config.tokenTtlDays, now });
    return { user, token, created };
  });
}

export async function signInWithGoogle(db: Db, config: ApiConfig, profile: GoogleProfile, now: Date) {
  if (!profile.emailVerified) throw new AppError('FORBIDDEN', 'email_not_verified');
  const email = profile.email.trim().toLowerCase();
  return signIn(
    db,
    config,
    now,
    async (trx) => (await findUserByGoogleSub(trx, profile.sub)) ?? (await findUserByEmail(trx, email)),
    {
      email,
      first_name: profile.firstName.trim(),
      last_name: profile.lastName.trim(),
      google_sub: profile.sub,
      is_admin: isAdminEmail(config, email),
    },
  );
}

/** Local sign-in for a machine without Google credentials (enabled by the server's config only). */
export async function devLogin(db: Db, config: ApiConfig, input: DevLoginInput, now: Date) {
  const fallbackFirst = input.admin ? 'Demo' : 'Demo';
  const fallbackLast = input.admin ? 'Admin' : 'Learner';
  return signIn(db, config, now, (trx) => findUserByEmail(trx, input.email), {
    email: input.email,
    first_name: input.firstName?.trim() || fallbackFirst,
    last_name: input.lastName?.trim() || fallbackLast,
    google_sub: null,
    is_admin: Boolean(input.admin) || isAdminEmail(config, input.email),
    ...(input.timeZone ? { time_zone: input.timeZone } : {}),
  });
}
