import {
  adminAllUsers,
  adminCardWordsAndForms,
  adminCountUserCards,
  adminListUsers,
  type Db,
  type DbOrTrx,
  findUserById,
  type UserRow,
} from '@keelerada/db';
import {
  type AdminPagination,
  adminPagination,
  type adminUsersListInput,
  SYNC_SAMPLE_SIZE,
} from '@keelerada/domain';
import type { z } from 'zod';
import { AppError, notFound } from '../../errors/app-error.ts';
import { syncPathCards } from '../learning-path/learning-path.service.ts';

/** A user as the admin users screen reads it (§3 "User (admin view)"). */
export interface AdminUser {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  current_level: string;
  is_admin: boolean;
  vocabulary_card_count: number;
  created_at: string;
  /** null when the user never signed in ("Never"). */
  last_login: string | null;
}

export async function listAdminUsers(
  db: Db,
  input: z.output<typeof adminUsersListInput>,
): Promise<{ users: AdminUser[]; pagination: AdminPagination }> {
  const { page, limit } = input;
  const { rows, total } = await adminListUsers(db, {
    search: input.search,
    limit,
    offset: (page - 1) * limit,
  });
  return {
    users: rows.map((u) => ({
      id: u.id,
      first_name: u.first_name,
      last_name: u.last_name,
      email: u.email,
      current_level: u.current_level,
      is_admin: u.is_admin,
      vocabulary_card_count: u.vocabulary_card_count,
      created_at: u.created_at.toISOString(),
      last_login: u.last_login ? u.last_login.toISOString() : null,
    })),
    pagination: adminPagination(page, limit, total),
  };
}

export interface SyncUserRef {
  name: string;
  email: string;
}

/** §3 "Sync results", per user. */
export interface UserSyncResult {
  user: SyncUserRef;
  message: string;
  syncedCards: number;
  totalCardsAfterSync: number;
  syncedCardsSample: { word: string; form: string }[];
}

/** §3 "Sync results", bulk. */
export interface BulkSyncResult {
  message: string;
  syncedUsers: number;
  totalUsers: number;
  totalSyncedCards: number;
  results: { success: boolean; user: SyncUserRef; syncedCards: number; error?: string }[];
}

/** How a learner's missing cards are added: the learning path's rule (VALID cards of their level and below). */
export type SyncCards = (trx: DbOrTrx, user: Pick<UserRow, 'id' | 'current_level'>) => Promise<number[]>;

const userRef = (u: UserRow): SyncUserRef => ({
  name: `${u.first_name} ${u.last_name}`.trim() || u.email,
  email: u.email,
});

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "Sync Vocabulary Cards" for one user: gives them the VALID cards of their path they lack (safe to run twice —
 * a second run adds nothing).
 */
export async function syncUserVocabulary(
  db: Db,
  userId: number,
  sync: SyncCards = syncPathCards,
): Promise<UserSyncResult> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('User not found');
  const added = await db.transaction().execute((trx) => sync(trx, user));
  const [total, sample] = await Promise.all([
    adminCountUserCards(db, user.id),
    adminCardWordsAndForms(db, added, SYNC_SAMPLE_SIZE),
  ]);
  const ref = userRef(user);
  return {
    user: ref,
    message: added.length
      ? `Synced ${plural(added.length, 'new vocabulary card', 'new vocabulary cards')} to ${ref.name}`
      : `${ref.name} already has every vocabulary card of their level`,
    syncedCards: added.length,
    totalCardsAfterSync: total,
    syncedCardsSample: sample.map(({ word, form }) => ({ word, form })),
  };
}

/**
 * "Sync All Users": every user in turn, each in their own transaction. A user whose sync fails is reported with
 * the reason and the others carry on. Safe to run twice.
 */
export async function syncAllUsersVocabulary(
  db: Db,
  sync: SyncCards = syncPathCards,
): Promise<BulkSyncResult> {
  const users = await adminAllUsers(db);
  const results: BulkSyncResult['results'] = [];
  let totalSyncedCards = 0;
  for (const u of users) {
    try {
      const added = await db.transaction().execute((trx) => sync(trx, u));
      totalSyncedCards += added.length;
      results.push({ success: true, user: userRef(u), syncedCards: added.length });
    } catch (e) {
      results.push({
        success: false,
        user: userRef(u),
        syncedCards: 0,
        error: e instanceof AppError ? e.message : 'The sync failed for this user; try again.',
      });
    }
  }
  const ok = results.filter((r) => r.success).length;
  const failed = results.length - ok;
  // the users who got cards, as the result area counts them: "to 28 of 28 users" beside "0 / 28 users updated" read
  // as a contradiction when nobody was missing a card
  const receivers = results.filter((r) => r.syncedCards > 0).length;
  const everyone = users.length === 1 ? 'The user was' : `All ${users.length} users were`;
  return {
    message:
      totalSyncedCards === 0 && failed === 0
        ? `${everyone} already up to date: no new cards.`
        : `Synced ${plural(totalSyncedCards, 'new card', 'new cards')} to ${receivers} of ${plural(users.length, 'user', 'users')}` +
          (failed ? `; ${plural(failed, 'user', 'users')} failed` : ''),
    syncedUsers: ok,
    totalUsers: users.length,
    totalSyncedCards,
    results,
  };
}
