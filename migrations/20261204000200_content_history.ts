import { type Kysely, sql } from 'kysely';

/**
 * Admin content history (issue #20): one row per admin change to an item — who, when, what (field, before, after).
 * Read per item (newest first) and per admin.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('admin_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('content_history_item_idx')
    .on('content_history')
    .columns(['kind', 'item_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('content_history_admin_idx')
    .on('content_history')
    .columns(['admin_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_history').execute();
}
