import { sql } from 'kysely';
import type { DbOrTrx } from '../schema/index.ts';

/** The admin-edited tables whose rows carry the `updated_at` an edit is checked against (optimistic concurrency). */
export type VersionedTable =
  | 'vocabulary_cards'
  | 'grammar_exercises'
  | 'reading_texts'
  | 'dual_language_texts'
  | 'dual_language_segments'
  | 'lexicon_lemmas';

/**
 * Locks the row until the transaction ends and returns its `updated_at` to the millisecond — the precision the API
 * sends it in (Postgres keeps microseconds) — or undefined when there is no such row.
 */
export async function lockItemVersion(
  trx: DbOrTrx,
  table: VersionedTable,
  id: number,
): Promise<Date | undefined> {
  const row = await trx
    .selectFrom(table)
    .select(sql<Date>`date_trunc('milliseconds', updated_at)`.as('version'))
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row?.version;
}
