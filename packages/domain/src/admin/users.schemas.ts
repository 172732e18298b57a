import { z } from 'zod';
import { adminId, pageFields, searchText } from './common.ts';

/** GET /admin/users?page&limit&search — search by email or name, trimmed, blank omitted (§5). */
export const adminUsersListInput = z.object({ ...pageFields, search: searchText }).prefault({});
export type AdminUsersListInput = z.input<typeof adminUsersListInput>;

/** POST /admin/users/{id}/sync-vocabulary-cards */
export const adminUserIdInput = z.object({ userId: adminId('User id') });

/** §2 / §8 texts of the users screen. */
export const ADMIN_USERS_MESSAGES = {
  searchPlaceholder: 'Search by email or name...',
  loading: 'Loading users...',
  empty: 'No users found',
  neverLoggedIn: 'Never',
  loadFailed: 'Failed to load users',
  syncFailed: 'Failed to sync vocabulary cards',
  bulkSyncFailed: 'Failed to bulk sync vocabulary cards',
} as const;

/** How many synced cards the per-user result lists (§3 syncedCardsSample). */
export const SYNC_SAMPLE_SIZE = 10;

/** Admin API tokens (for the CLI): a name, and days until expiry (default 365; null = never expires). */
export const API_TOKEN_DEFAULT_DAYS = 365;
export const apiTokenCreateInput = z.object({
  name: z
    .string({ error: 'Token name is required' })
    .trim()
    .min(1, 'Token name is required')
    .max(100, 'Token name must be at most 100 characters.'),
  expiresInDays: z
    .number({ error: 'expiresInDays must be a whole number from 1 to 3650, or null for no expiry.' })
    .int('expiresInDays must be a whole number from 1 to 3650, or null for no expiry.')
    .min(1, 'expiresInDays must be a whole number from 1 to 3650, or null for no expiry.')
    .max(3650, 'expiresInDays must be a whole number from 1 to 3650, or null for no expiry.')
    .nullable()
    .optional(),
});
export type ApiTokenCreateInput = z.input<typeof apiTokenCreateInput>;
export const apiTokenIdInput = z.object({ id: adminId('Token id') });
