import { sql } from 'kysely';
import type { DbOrTrx, UserRow } from '../schema/index.ts';

export function findUserById(db: DbOrTrx, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: DbOrTrx, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserByGoogleSub(db: DbOrTrx, sub: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();
}

export interface NewUser {
  email: string;
  first_name: string;
  last_name: string;
  google_sub?: string | null;
  is_admin?: boolean;
  time_zone?: string;
}

/**
 * Inserts the user unless one with the same email (any case) or Google subject exists — also one that a concurrent
 * transaction has just inserted: Postgres waits for it and then does nothing. Undefined when nothing was inserted;
 * read the existing row then (in READ COMMITTED the next statement sees the other transaction's commit).
 */
export function insertUserIfAbsent(db: DbOrTrx, user: NewUser): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function updateUser(
  db: DbOrTrx,
  id: number,
  patch: Partial<
    Pick<
      UserRow,
      | 'first_name'
      | 'last_name'
      | 'onboarding_completed'
      | 'is_admin'
      | 'time_zone'
      | 'current_level'
      | 'daily_new_words'
      | 'desired_retention'
      | 'google_sub'
      | 'last_login'
    >
  >,
): Promise<UserRow | undefined> {
  return db.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
}
