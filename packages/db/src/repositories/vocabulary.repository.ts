import { sql } from 'kysely';
import {
  type DbOrTrx,
  VOCABULARY_CARD_CONTENT_COLUMNS,
  type VocabularyCardContent,
} from '../schema/index.ts';

/** A learner's card with the vocabulary card it teaches: what the daily session and the review screens show. */
export interface LearnerCardRow extends VocabularyCardContent {
  user_card_id: number;
  vocabulary_card_id: number;
  repetitions: number;
  interval_days: number;
  review_count: number;
  successful_reviews: number;
  due: Date;
  last_review: Date | null;
  /** The card's accepted alternatives (judged like `form`). */
  alternatives: string[];
}

/** The vocabulary card's content columns, from `v`. */
const CARD_CONTENT = VOCABULARY_CARD_CONTENT_COLUMNS.map((c) => `v.${c}` as const);

function learnerCards(db: DbOrTrx) {
  return db
    .selectFrom('user_vocabulary_cards as u')
    .innerJoin('vocabulary_cards as v', 'v.id', 'u.vocabulary_card_id')
    .select([
      'u.id as user_card_id',
      'v.id as vocabulary_card_id',
      ...CARD_CONTENT,
      'v.alternatives',
      'u.repetitions',
      'u.interval_days',
      'u.review_count',
      'u.successful_reviews',
      'u.due',
      'u.last_review',
    ]);
}

/** Every VALID vocabulary card with its accepted alternatives: the catalogue the app keeps in memory. */
export function listValidVocabularyCards(db: DbOrTrx) {
  return db
    .selectFrom('vocabulary_cards')
    .select(['id', ...VOCABULARY_CARD_CONTENT_COLUMNS, 'alternatives'])
    .where('review_status', '=', 'VALID')
    .execute();
}

export type CatalogueCardRow = Awaited<ReturnType<typeof listValidVocabularyCards>>[number];

/** Every card of the learner (VALID vocabulary only) with the FSRS state, for statistics and the projection. */
export function listLearnerCardStates(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('user_vocabulary_cards as u')
    .innerJoin('vocabulary_cards as v', 'v.id', 'u.vocabulary_card_id')
    .select([
      'u.due',
      'u.stability',
      'u.difficulty',
      'u.elapsed_days',
      'u.scheduled_days',
      'u.learning_steps',
      'u.reps',
      'u.lapses',
      'u.state',
      'u.last_review',
      'u.repetitions',
      'u.interval_days',
      'u.review_count',
      'u.successful_reviews',
      'v.level',
    ])
    .where('u.user_id', '=', userId)
    .where('v.review_status', '=', 'VALID')
    .orderBy(sql`v.level collate "C"`)
    .orderBy(sql`v.frequency_rank nulls last`)
    .orderBy('v.id')
    .execute();
}

/** VALID vocabulary cards per level in the catalogue. */
export async function countValidCardsByLevel(db: DbOrTrx): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('vocabulary_cards')
    .select(['level', (eb) => eb.fn.countAll<number>().as('n')])
    .where('review_status', '=', 'VALID')
    .groupBy('level')
    .execute();
  return new Map(rows.map((r) => [r.level, r.n]));
}

export interface ReviewHistoryRow {
  first_review_at: Date | null;
  total_reviews: number;
  recent_reviews: number;
  recent_passes: number;
}

/** The learner's review history: first review ever, all reviews, and reviews and passes since `since`. */
export async function reviewHistory(db: DbOrTrx, userId: number, since: Date): Promise<ReviewHistoryRow> {
  const r = await sql<ReviewHistoryRow>`
    select
      min(reviewed_at) as first_review_at,
      count(*)::int as total_reviews,
      count(*) filter (where reviewed_at >= ${since})::int as recent_reviews,
      count(*) filter (where reviewed_at >= ${since} and result = 'pass')::int as recent_passes
    from review_logs where user_id = ${userId}`.execute(db);
  return r.rows[0] ?? { first_review_at: null, total_reviews: 0, recent_reviews: 0, recent_passes: 0 };
}

/** Cards the learner met for the first time since `since`. */
export async function countIntroducedSince(db: DbOrTrx, userId: number, since: Date): Promise<number> {
  const r = await db
    .selectFrom('user_vocabulary_cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('introduced_at', '>=', since)
    .executeTakeFirstOrThrow();
  return r.n;
}

/** Every card the learner has reviewed at least once, most recently reviewed first. */
export function listLearnedCards(db: DbOrTrx, userId: number): Promise<LearnerCardRow[]> {
  return learnerCards(db)
    .where('u.user_id', '=', userId)
    .where('u.review_count', '>', 0)
    .orderBy('u.last_review', 'desc')
    .orderBy('u.id')
    .execute();
}

/** The learner's cards among `userCardIds` (others' ids are silently absent). */
export function findLearnerCards(
  db: DbOrTrx,
  userId: number,
  userCardIds: number[],
): Promise<LearnerCardRow[]> {
  if (userCardIds.length === 0) return Promise.resolve([]);
  return learnerCards(db).where('u.user_id', '=', userId).where('u.id', 'in', userCardIds).execute();
}
