import { type Kysely, sql } from 'kysely';

/**
 * A review log belongs to its learner through its card: the review save takes the log's user_id from the card row it
 * updates, and the log goes when the card goes (its foreign key to user_vocabulary_cards cascades, as the cards go
 * with their learner). The second foreign key, to users, protected nothing more, yet on every log insert it looked
 * up and share-locked the learner's users row — about a sixth of the review save's Postgres time. user_id stays, as
 * a copy of the card's owner, for the per-learner time index (statistics).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table review_logs drop constraint if exists review_logs_user_id_fkey`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table review_logs add constraint review_logs_user_id_fkey
    foreign key (user_id) references users(id) on delete cascade`.execute(db);
}
