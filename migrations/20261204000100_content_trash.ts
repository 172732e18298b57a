import { type Kysely, sql } from 'kysely';

/**
 * The admin trash (issue #20): a deleted card or exercise is kept here for 30 days as a JSON snapshot of its row and
 * of the learners' rows that hang on it (their card state and review log), so a restore puts back exactly what was
 * deleted, with the same ids. Learners read only the live tables, so trashed content is invisible to them by
 * construction. One row per item (`kind`, `item_id`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_trash')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('deleted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('content_trash_item_key', ['kind', 'item_id'])
    .execute();
  await db.schema
    .createIndex('content_trash_deleted_at_idx')
    .on('content_trash')
    .column('deleted_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_trash').execute();
}
