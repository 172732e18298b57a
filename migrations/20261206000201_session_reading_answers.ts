import { type Kysely, sql } from 'kysely';

/**
 * A reading question answered in a study session is one attempt of that session, whatever reaches the server (a
 * double submit, a retry after a lost response, a reload that answers again, a second tab): the attempt names its
 * question (`question_id`) and a session has at most one attempt per question, so the session's counts cannot grow
 * twice for one answer. The session's answers are also what a reload resumes the questions from (issue 19).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table exercise_attempts add column question_id integer`.execute(db);
  await sql`
    create unique index exercise_attempts_session_question_key on exercise_attempts (study_session_id, question_id)
    where question_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists exercise_attempts_session_question_key`.execute(db);
  await sql`alter table exercise_attempts drop column question_id`.execute(db);
}
