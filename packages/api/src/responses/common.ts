import type { AdminPagination } from '@keelerada/domain';
import { z } from 'zod';
import type { SpellingWarning } from '../services/admin/content-qa.ts';

/** What a service function resolves to, for the services without a named result type. */
export type Result<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

/**
 * The schemas the OpenAPI document names (`components/schemas`): a response that holds one refers to it by name
 * instead of repeating it (a study session was written out twelve times).
 */
export const documentedSchemas = z.registry<{ id: string }>();

/** `schema`, named `id` in the OpenAPI document. */
export function named<T extends z.ZodType>(id: string, schema: T): T {
  documentedSchemas.add(schema, { id });
  return schema;
}

/** Building blocks every response schema shares. */
export const int = z.number().int();
/** An instant as the services send it (`Date.toISOString()`). */
export const instant = z.iso.datetime();
/** A learner's local day, `YYYY-MM-DD`. */
export const localDate = z.iso.date();
export const success = z.literal(true);

/** `{ success: true }` of a write that has nothing else to say. */
export const successResponse = z.strictObject({ success });

/** The pagination object of every admin list. */
export const adminPagination = named(
  'AdminPagination',
  z.strictObject({ page: int, limit: int, total: int, totalPages: int }),
) satisfies z.ZodType<AdminPagination>;

/** A page of an admin list: `{ <key>: [item…], pagination }`. */
export const adminPage = <Key extends string, Item extends z.ZodType>(key: Key, item: Item) =>
  z.strictObject({ [key]: z.array(item), pagination: adminPagination } as {
    [K in Key]: z.ZodArray<Item>;
  } & { pagination: typeof adminPagination });

/** Content QA: an Estonian word hunspell does not know (a warning, never a block). */
export const spellingWarning = named(
  'SpellingWarning',
  z.strictObject({ field: z.string(), word: z.string(), message: z.string() }),
) satisfies z.ZodType<SpellingWarning>;

/** The spelling warnings an admin save answers with, beside what it saved. */
export const withWarnings = { warnings: z.array(spellingWarning) };
