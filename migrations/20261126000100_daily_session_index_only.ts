import { type Kysely, sql } from 'kysely';

const DUE_KEY = '(user_id, due, id)';
const DUE_WHERE = 'where review_count > 0 and card_valid';
const PATH_KEY = '(user_id, card_level collate "C", card_frequency_rank nulls last, vocabulary_card_id)';
const PATH_WHERE = 'where review_count = 0 and card_valid';

/** Replaces an index by one of the same name built from `definition` (the old one serves until the swap). */
async function rebuild(db: Kysely<any>, name: string, definition: string): Promise<void> {
  await sql.raw(`create index ${name}_next on user_vocabulary_cards ${definition}`).execute(db);
  await sql.raw(`drop index ${name}`).execute(db);
  await sql.raw(`alter index ${name}_next rename to ${name}`).execute(db);
}

/**
 * The daily session's two scans of a learner's cards — due reviews in `(due, id)` order and the next new words in
 * path order — read every column they return from the index itself (INCLUDE), so on pages the visibility map marks
 * all-visible they are index-only scans and visit no table page: a learner's dozen due cards sat on a dozen different
 * pages. Measured on the benchmark data: Postgres CPU per learner of a batch 0.147 → 0.123 ms. The entries grow by
 * four columns; the due index is written on every review either way (a review changes `due`).
 *
 * Also drops `grammar_exercises_pick_idx`: the grammar pick has run from the in-memory catalogue since the
 * catalogue cache (docs/performance.md, step 10), so the index only cost writes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await rebuild(
    db,
    'user_vocabulary_cards_due_valid_idx',
    `${DUE_KEY} include (vocabulary_card_id, repetitions, interval_days, review_count) ${DUE_WHERE}`,
  );
  await rebuild(
    db,
    'user_vocabulary_cards_path_idx',
    `${PATH_KEY} include (id, repetitions, interval_days, review_count, due) ${PATH_WHERE}`,
  );
  await db.schema.dropIndex('grammar_exercises_pick_idx').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('grammar_exercises_pick_idx')
    .on('grammar_exercises')
    .columns(['level', 'type', 'id'])
    .execute();
  await rebuild(db, 'user_vocabulary_cards_path_idx', `${PATH_KEY} ${PATH_WHERE}`);
  await rebuild(db, 'user_vocabulary_cards_due_valid_idx', `${DUE_KEY} ${DUE_WHERE}`);
}
