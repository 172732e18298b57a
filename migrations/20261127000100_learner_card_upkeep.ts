import { type Kysely, sql } from 'kysely';

const SETTINGS = { fillfactor: 90, autovacuum_vacuum_scale_factor: 0.02, autovacuum_vacuum_threshold: 1000 };

/**
 * Every review rewrites its learner-card row (a review changes `due`, which the daily session's index orders by, so
 * the update cannot be HOT) and leaves the old version behind. Postgres' default waits for 20 % of a table to be
 * dead before vacuuming it — 220,000 dead versions on a 1.1 M-row table — and every read, save and uniqueness check
 * of a card steps over its dead versions until then. Here autovacuum starts at 2 % (+ 1,000 rows), and each page
 * keeps a tenth free so a card's new version is written beside the old one (the page's own pruning reclaims the old
 * one's space) rather than at the end of the table. The fillfactor applies to pages written from now on; an existing
 * table's pages keep their packing until it is rewritten (VACUUM FULL, pg_repack).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const list = Object.entries(SETTINGS).map(([name, value]) => `${name} = ${value}`);
  await sql.raw(`alter table user_vocabulary_cards set (${list.join(', ')})`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`alter table user_vocabulary_cards reset (${Object.keys(SETTINGS).join(', ')})`).execute(db);
}
