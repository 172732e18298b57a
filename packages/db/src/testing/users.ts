import { findUserByEmail } from '../repositories/users.repository.ts';
import type { DbOrTrx } from '../schema/index.ts';

/** The id of the user with this email (tests: a user signed in through the app, looked up to act on directly). */
export async function userIdOf(db: DbOrTrx, email: string): Promise<number> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}
