import { type Kysely, sql } from 'kysely';

/**
 * The content of a daily (MIXED) session or a stand-alone grammar run, fixed when the session is created: the cards,
 * the reading text and the grammar exercises, in order (issue 19). A reload, another tab or another device reads the
 * same plan back and continues where the session's recorded attempts say it is. Sessions made before this column
 * (and the other stand-alone modes) have none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table study_sessions add column plan jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table study_sessions drop column plan`.execute(db);
}
