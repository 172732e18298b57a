import type { Kysely } from 'kysely';

// The random grammar pick (GET /grammar-exercises/random) reads only (level, type, id) of the exercises near the
// learner's level before fetching the chosen rows by key: with this index that read is an index-only scan.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('grammar_exercises_pick_idx')
    .on('grammar_exercises')
    .columns(['level', 'type', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('grammar_exercises_pick_idx').ifExists().execute();
}
