import { type Kysely, sql } from 'kysely';

/**
 * The judge's verdict on an attempt (correct / almost / wrong), its diagnosis in plain English and what was confused
 * with what (`inessive ↔ illative`), so the Session Review shows the diagnosis and the weak spots add the confusions
 * up per learner. Older attempts keep nulls. The partial index serves "the learner's latest judged answers".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table exercise_attempts
    add column verdict text check (verdict in ('correct', 'almost', 'wrong')),
    add column diagnosis text,
    add column confusion text`.execute(db);
  await sql`create index exercise_attempts_user_judged_idx on exercise_attempts (user_id, completed_at desc)
    where verdict is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists exercise_attempts_user_judged_idx`.execute(db);
  await sql`alter table exercise_attempts drop column verdict, drop column diagnosis, drop column confusion`.execute(
    db,
  );
}
