import { type Kysely, sql } from 'kysely';

/**
 * Issue #20: which CSV import created a card. One `import_batches` row per import run that created cards (file name,
 * admin, time, rows sent, cards created); `vocabulary_cards.import_batch_id` points at it (null for cards made by
 * hand or loaded from the content pack). The card table filters by it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_batches')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('row_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('vocabulary_cards')
    .addColumn('import_batch_id', 'integer', (c) => c.references('import_batches.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('vocabulary_cards_import_batch_idx')
    .on('vocabulary_cards')
    .column('import_batch_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vocabulary_cards').dropColumn('import_batch_id').execute();
  await db.schema.dropTable('import_batches').execute();
}
