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

export function insertUser(db: DbOrTrx, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
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
