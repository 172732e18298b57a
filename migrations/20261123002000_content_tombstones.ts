import { type Kysely, sql } from 'kysely';

const TABLES = ['vocabulary_cards', 'grammar_exercises', 'reading_texts', 'dual_language_texts'] as const;

/**
 * Remembers the content-pack keys of rows an admin deleted, whatever code path deleted them (a trigger), so that
 * `npm run content:load` does not bring deleted pack content back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_tombstones')
    .addColumn('content_key', 'text', (c) => c.primaryKey())
    .addColumn('deleted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`
    create function record_content_tombstone() returns trigger language plpgsql as $$
    begin
      insert into content_tombstones (content_key) values (old.content_key) on conflict (content_key) do nothing;
      return old;
    end $$`.execute(db);
  for (const t of TABLES) {
    await sql`
      create trigger ${sql.raw(`${t}_tombstone`)} after delete on ${sql.table(t)}
      for each row when (old.content_key is not null) execute function record_content_tombstone()`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TABLES)
    await sql`drop trigger if exists ${sql.raw(`${t}_tombstone`)} on ${sql.table(t)}`.execute(db);
  await sql`drop function if exists record_content_tombstone()`.execute(db);
  await db.schema.dropTable('content_tombstones').ifExists().execute();
}
