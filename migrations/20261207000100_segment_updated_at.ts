import { type Kysely, sql } from 'kysely';

/**
 * A book segment's own `updated_at`, the version an admin's segment edit is checked against (optimistic concurrency,
 * like cards, exercises, reading texts and books). Segments in the trash get one too, so a restore of a book
 * deleted before this migration still fills the column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('dual_language_segments')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update content_trash
    set snapshot = jsonb_set(snapshot, '{segments}', (
      select coalesce(jsonb_agg(s || jsonb_build_object('updated_at', now())), '[]'::jsonb)
      from jsonb_array_elements(snapshot->'segments') s))
    where kind = 'book' and jsonb_typeof(snapshot->'segments') = 'array'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('dual_language_segments').dropColumn('updated_at').execute();
}
