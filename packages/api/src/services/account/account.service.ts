import { type Db, findUserById, type UserRow, updateUser } from '@keelerada/db';
import type { UpdateProfileInput, UpdateSettingsInput } from '@keelerada/domain';
import { notFound } from '../../errors/app-error.ts';
import { syncPathCards } from '../learning-path/learning-path.service.ts';
import { revoke } from './tokens.service.ts';
import { toUserDto, type UserDto } from './user-dto.ts';

async function mustUpdate(db: Db, id: number, patch: Parameters<typeof updateUser>[2]): Promise<UserRow> {
  const u = await updateUser(db, id, patch);
  if (!u) throw notFound('User not found');
  return u;
}

export async function getMe(db: Db, userId: number): Promise<{ user: UserDto }> {
  const u = await findUserById(db, userId);
  if (!u) throw notFound('User not found');
  return { user: toUserDto(u) };
}

export async function updateProfile(
  db: Db,
  userId: number,
  input: UpdateProfileInput,
): Promise<{ user: UserDto }> {
  return { user: toUserDto(await mustUpdate(db, userId, input)) };
}

export async function completeOnboarding(db: Db, userId: number): Promise<{ success: true; user: UserDto }> {
  return { success: true, user: toUserDto(await mustUpdate(db, userId, { onboarding_completed: true })) };
}

/** Saves time zone, daily quota, desired retention and level; a level change enrols the learner in the new level's cards. */
export async function updateSettings(
  db: Db,
  userId: number,
  input: UpdateSettingsInput,
): Promise<{ user: UserDto; addedCards: number }> {
  return db.transaction().execute(async (trx) => {
    const before = await findUserById(trx, userId);
    if (!before) throw notFound('User not found');
    const u = await updateUser(trx, userId, {
      ...(input.timeZone !== undefined ? { time_zone: input.timeZone } : {}),
      ...(input.currentLevel !== undefined ? { current_level: input.currentLevel } : {}),
      ...(input.dailyNewWords !== undefined ? { daily_new_words: input.dailyNewWords } : {}),
      ...(input.desiredRetention !== undefined
        ? { desired_retention: Math.round(input.desiredRetention * 100) / 100 }
        : {}),
    });
    if (!u) throw notFound('User not found');
    const added = u.current_level !== before.current_level ? await syncPathCards(trx, u) : [];
    return { user: toUserDto(u), addedCards: added.length };
  });
}

export async function logout(db: Db, tokenId: number, now: Date): Promise<{ success: true }> {
  await revoke(db, tokenId, now);
  return { success: true };
}
