import { type Kysely, sql } from 'kysely';

// Indexes the learning engine's hot queries need (issue 3):
// - the daily new-word quota counts a learner's cards introduced on their local day;
// - a comprehension answer looks up the learner's earlier responses to a text's questions;
// - a session review and the streak read a learner's finished sessions by day.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index user_vocabulary_cards_introduced_idx on user_vocabulary_cards (user_id, introduced_on) where introduced_on is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('question_responses_user_question_idx')
    .on('question_responses')
    .columns(['user_id', 'question_id'])
    .execute();
  await sql`create index study_sessions_user_finished_day_idx on study_sessions (user_id, local_date) where is_session_finished`.execute(
    db,
  );
  await db.schema
    .createIndex('exercise_attempts_user_idx')
    .on('exercise_attempts')
    .columns(['user_id', 'completed_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('exercise_attempts_user_idx').ifExists().execute();
  await db.schema.dropIndex('study_sessions_user_finished_day_idx').ifExists().execute();
  await db.schema.dropIndex('question_responses_user_question_idx').ifExists().execute();
  await db.schema.dropIndex('user_vocabulary_cards_introduced_idx').ifExists().execute();
}
