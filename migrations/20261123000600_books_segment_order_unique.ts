// Bilingual books: one segment per position in a book. The admin "append a segment" takes max(order)+1 under a row
// lock on the book; this unique index is the database-level guarantee that two appends never share a position.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('dual_language_segments_order_idx').execute();
  await db.schema
    .createIndex('dual_language_segments_order_uq')
    .on('dual_language_segments')
    .columns(['text_id', 'segment_order'])
    .unique()
    .execute();
  // the admin list and the learner list sort by creation, newest first
  await db.schema
    .createIndex('dual_language_texts_created_idx')
    .on('dual_language_texts')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('dual_language_texts_created_idx').execute();
  await db.schema.dropIndex('dual_language_segments_order_uq').execute();
  await db.schema
    .createIndex('dual_language_segments_order_idx')
    .on('dual_language_segments')
    .columns(['text_id', 'segment_order'])
    .execute();
}
