import { z } from 'zod';
import type { AdminApiToken, createApiToken, listApiTokens } from '../services/admin/api-tokens.service.ts';
import type { listContentHistory } from '../services/admin/history.service.ts';
import type {
  listTrashItems,
  lookupTrashItem,
  restoreMatchingTrash,
  restoreTrashItem,
} from '../services/admin/trash.service.ts';
import type { BulkSyncResult, listAdminUsers, UserSyncResult } from '../services/admin/users.service.ts';
import { adminPage, adminPagination, instant, int, named, type Result, success } from './common.ts';

/** admin-back-office.md §3 "User (admin view)". */
export const adminUsersResponse = adminPage(
  'users',
  z.strictObject({
    id: int,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    current_level: z.string(),
    is_admin: z.boolean(),
    vocabulary_card_count: int,
    created_at: instant,
    last_login: instant.nullable(),
  }),
) satisfies z.ZodType<Result<typeof listAdminUsers>>;

const syncUser = z.strictObject({ name: z.string(), email: z.string() });

/** §3 "Sync results", per user. */
export const userSyncResponse = z.strictObject({
  user: syncUser,
  message: z.string(),
  syncedCards: int,
  totalCardsAfterSync: int,
  syncedCardsSample: z.array(z.strictObject({ word: z.string(), form: z.string() })),
}) satisfies z.ZodType<UserSyncResult>;

/** §3 "Sync results", bulk. */
export const bulkSyncResponse = z.strictObject({
  message: z.string(),
  syncedUsers: int,
  totalUsers: int,
  totalSyncedCards: int,
  results: z.array(
    z.strictObject({ success: z.boolean(), user: syncUser, syncedCards: int, error: z.string().optional() }),
  ),
}) satisfies z.ZodType<BulkSyncResult>;

/** One entry of the trash (issue #20). */
const trashItem = named(
  'TrashItem',
  z.strictObject({
    id: int,
    kind: z.string(),
    itemId: int,
    label: z.string(),
    deletedAt: instant,
    deletedBy: z.string().nullable(),
    deletedById: int.nullable(),
    deletedByName: z.string().nullable(),
    purgeAt: instant,
  }),
);

/** The trash (issue #20): one page of deleted cards, exercises, reading texts and books, restorable for 30 days. */
export const trashResponse = z.strictObject({
  items: z.array(trashItem),
  pagination: adminPagination,
  deleters: z.array(z.strictObject({ id: int, name: z.string(), email: z.string(), count: int })),
}) satisfies z.ZodType<Result<typeof listTrashItems>>;

export const trashRestoreResponse = z.strictObject({ success, kind: z.string() }) satisfies z.ZodType<
  Result<typeof restoreTrashItem>
>;

/**
 * "Restore all N matching": how many items came back, per kind, and the later copies of an item restored now, left
 * in the trash (`leftInTrash`, the first 10 named in `leftInTrashItems`).
 */
export const trashRestoreMatchingResponse = z.strictObject({
  success,
  restored: int,
  kinds: z.record(z.string(), int),
  leftInTrash: int,
  leftInTrashItems: z.array(z.strictObject({ id: int, kind: z.string(), itemId: int, label: z.string() })),
}) satisfies z.ZodType<Result<typeof restoreMatchingTrash>>;

/** Is an item in the trash (an edit page's "not found")? */
export const trashLookupResponse = z.strictObject({ item: trashItem.nullable() }) satisfies z.ZodType<
  Result<typeof lookupTrashItem>
>;

/** Admin content history (issue #20), newest first. */
export const historyResponse = z.strictObject({
  entries: z.array(
    z.strictObject({
      id: int,
      kind: z.string(),
      itemId: int,
      label: z.string(),
      action: z.string(),
      changes: z.array(z.strictObject({ field: z.string(), before: z.unknown(), after: z.unknown() })),
      admin: z.strictObject({ id: int, email: z.string(), name: z.string() }).nullable(),
      at: instant,
    }),
  ),
  pagination: adminPagination,
  admins: z.array(z.strictObject({ id: int, email: z.string(), name: z.string() })),
}) satisfies z.ZodType<Result<typeof listContentHistory>>;

/** An admin API token as listed (never the token itself). */
const apiToken = named(
  'ApiToken',
  z.strictObject({
    id: int,
    name: z.string().nullable(),
    owner_email: z.string(),
    created_at: instant,
    expires_at: instant.nullable(),
    revoked_at: instant.nullable(),
    last_used_at: instant.nullable(),
    active: z.boolean(),
  }),
) satisfies z.ZodType<AdminApiToken>;

export const apiTokensResponse = z.strictObject({ apiTokens: z.array(apiToken) }) satisfies z.ZodType<
  Result<typeof listApiTokens>
>;

/** The token itself is shown once, here. */
export const createdApiTokenResponse = z.strictObject({ token: z.string(), apiToken }) satisfies z.ZodType<
  Result<typeof createApiToken>
>;
