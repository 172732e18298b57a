import { type Kysely, sql } from 'kysely';

/**
 * The lexicon (issue 16): one row per inflecting lemma with its principal forms (FORMAT.md "Lexicon"), or its full
 * paradigm for irregular words. Loaded from the content pack like the other content (content_key / content_hash:
 * rows an admin edited are left alone). A lemma may have two rows with different glosses (palk "salary" / "log").
 * Writes send `NOTIFY keelerada_changes, 'lexicon'` so every app process rebuilds its analyser.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lexicon_lemmas')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('lemma', 'text', (c) => c.notNull())
    .addColumn('word_type', 'text', (c) => c.notNull())
    .addColumn('translation', 'text', (c) => c.notNull())
    .addColumn('principal_forms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('paradigm', 'jsonb')
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('content_key', 'text', (c) => c.unique())
    .addColumn('content_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('lexicon_lemmas_lemma_translation_key', ['lemma', 'translation'])
    .execute();
  await sql`
    create trigger lexicon_lemmas_notify_change after insert or update or delete or truncate on lexicon_lemmas
    for each statement execute function keelerada_notify_change('lexicon')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lexicon_lemmas').execute();
}
