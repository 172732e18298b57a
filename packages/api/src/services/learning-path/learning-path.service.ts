import { addMissingPathCards, type DbOrTrx, type UserRow } from '@keelerada/db';
import { levelsUpTo } from '@keelerada/domain';

/**
 * Enrols a learner in the path of their current level: gives them every VALID card at or below the level that
 * they do not have yet. The same rule serves first sign-in, a level change and the admin "sync vocabulary cards".
 */
export async function syncPathCards(
  db: DbOrTrx,
  user: Pick<UserRow, 'id' | 'current_level'>,
): Promise<number[]> {
  return addMissingPathCards(db, user.id, levelsUpTo(user.current_level));
}
