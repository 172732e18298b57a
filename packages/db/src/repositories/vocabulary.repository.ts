import { sql } from 'kysely';
import type { DbOrTrx, FsrsStateJson, UserVocabularyCardRow } from '../schema/index.ts';

/** A learner's card with the vocabulary card it teaches: what the daily session and the review screens show. */
export interface LearnerCardRow {
  user_card_id: number;
  vocabulary_card_id: number;
  word: string;
  form: string;
  translation: string;
  definition: string | null;
  word_type: string;
  case_form: string | null;
  verb_form: string | null;
  level: string;
  frequency_rank: number | null;
  practice_context: string;
  practice_context_translation: string;
  repetitions: number;
  interval_days: number;
  review_count: number;
  successful_reviews: number;
  due: Date;
  last_review: Date | null;
}

function learnerCards(db: DbOrTrx) {
  return db
    .selectFrom('user_vocabulary_cards as u')
    .innerJoin('vocabulary_cards as v', 'v.id', 'u.vocabulary_card_id')
    .select([
      'u.id as user_card_id',
      'v.id as vocabulary_card_id',
      'v.word',
      'v.form',
      'v.translation',
      'v.definition',
      'v.word_type',
      'v.case_form',
      'v.verb_form',
      'v.level',
      'v.frequency_rank',
      'v.practice_context',
      'v.practice_context_translation',
      'u.repetitions',
      'u.interval_days',
      'u.review_count',
      'u.successful_reviews',
      'u.due',
      'u.last_review',
    ]);
}

export interface DailySessionArgs {
  userId: number;
  now: Date;
  /** The learner's local date: words first reviewed on it count against the quota. */
  today: string;
  limit: number;
  /** New words allowed today before counting today's introductions (0 when new words are not wanted). */
  newWordQuota: number;
}

export type DailySessionRow = LearnerCardRow & { kind: 'review' | 'new'; introduced_today: number };

const CARD_COLUMNS = sql`v.id as vocabulary_card_id, v.word, v.form, v.translation, v.definition, v.word_type,
  v.case_form, v.verb_form, v.level, v.frequency_rank, v.practice_context, v.practice_context_translation`;
const CARD_SOURCE = sql`select v.id, v.word, v.form, v.translation, v.definition, v.word_type, v.case_form,
  v.verb_form, v.level, v.frequency_rank, v.practice_context, v.practice_context_translation
  from vocabulary_cards v where v.id = u.vocabulary_card_id and v.review_status = 'VALID' limit 1`;
const PROGRESS_COLUMNS = sql`u.id as user_card_id, u.repetitions, u.interval_days, u.review_count,
  u.successful_reviews, u.due, u.last_review`;

/**
 * The whole daily session in one statement: due reviews (oldest due first, index user_vocabulary_cards_due_idx),
 * the number of words introduced today (index …_introduced_idx), then new words in path order (level, frequency
 * rank; index …_new_idx) up to what is left of the quota and of `limit`. Each card is joined through a LATERAL
 * primary-key lookup, so the plan stays index-driven whatever the planner's cost settings.
 */
export function dailySessionQuery(a: DailySessionArgs) {
  return sql<DailySessionRow>`
    with due as (
      select 'review'::text as kind, ${PROGRESS_COLUMNS}, ${CARD_COLUMNS}
      from user_vocabulary_cards u
      cross join lateral (${CARD_SOURCE}) v
      where u.user_id = ${a.userId} and u.review_count > 0 and u.due <= ${a.now}
      order by u.due, u.id
      limit ${a.limit}
    ), introduced as (
      select count(*)::int as n from user_vocabulary_cards
      where user_id = ${a.userId} and introduced_on = ${a.today}::date
    ), fresh as (
      select 'new'::text as kind, ${PROGRESS_COLUMNS}, ${CARD_COLUMNS}
      from user_vocabulary_cards u
      cross join lateral (${CARD_SOURCE}) v
      where u.user_id = ${a.userId} and u.review_count = 0
      order by v.level collate "C", v.frequency_rank nulls last, v.id
      limit greatest(0, least(${a.newWordQuota}::int - (select n from introduced), ${a.limit}::int - (select count(*) from due)))
    )
    select due.*, (select n from introduced) as introduced_today from due
    union all
    select fresh.*, (select n from introduced) from fresh
    union all
    select 'quota', null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
      null, null, null, (select n from introduced)`;
}

/** Due reviews then new words for today (see dailySessionQuery), and today's introductions. */
export async function dailySessionCards(
  db: DbOrTrx,
  a: DailySessionArgs,
): Promise<{ reviews: LearnerCardRow[]; newWords: LearnerCardRow[]; introducedToday: number }> {
  const rows = (await dailySessionQuery(a).execute(db)).rows;
  const out = { reviews: [] as LearnerCardRow[], newWords: [] as LearnerCardRow[], introducedToday: 0 };
  for (const { kind, introduced_today, ...card } of rows) {
    out.introducedToday = introduced_today;
    if (kind === 'review') out.reviews.push(card);
    else if (kind === 'new') out.newWords.push(card);
  }
  // UNION ALL keeps each part's order in practice; sort anyway so the order is guaranteed
  out.reviews.sort((x, y) => x.due.getTime() - y.due.getTime() || x.user_card_id - y.user_card_id);
  const rank = (r: number | null) => (r === null ? Number.POSITIVE_INFINITY : r);
  out.newWords.sort(
    (x, y) =>
      (x.level < y.level ? -1 : x.level > y.level ? 1 : 0) ||
      rank(x.frequency_rank) - rank(y.frequency_rank) ||
      x.vocabulary_card_id - y.vocabulary_card_id,
  );
  return out;
}

/** Locks one of the learner's cards for the rest of the transaction (concurrent reviews queue behind it). */
export function lockUserCard(
  trx: DbOrTrx,
  userId: number,
  userCardId: number,
): Promise<UserVocabularyCardRow | undefined> {
  return trx
    .selectFrom('user_vocabulary_cards')
    .selectAll()
    .where('id', '=', userCardId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export type UserCardReviewPatch = Pick<
  UserVocabularyCardRow,
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsed_days'
  | 'scheduled_days'
  | 'learning_steps'
  | 'reps'
  | 'lapses'
  | 'state'
  | 'last_review'
  | 'repetitions'
  | 'interval_days'
  | 'review_count'
  | 'successful_reviews'
> &
  Partial<Pick<UserVocabularyCardRow, 'introduced_at' | 'introduced_on'>>;

export interface ReviewLogInsert {
  user_id: number;
  user_vocabulary_card_id: number;
  rating: number;
  result: 'pass' | 'fail';
  response_time_ms: number | null;
  reviewed_at: Date;
  state_before: FsrsStateJson;
  state_after: FsrsStateJson;
}

/** Saves a card's new state and appends its review log in one statement (one round trip inside the lock). */
export async function saveReview(
  trx: DbOrTrx,
  userCardId: number,
  patch: UserCardReviewPatch,
  log: ReviewLogInsert,
): Promise<void> {
  await trx
    .with('saved', (db) =>
      db.updateTable('user_vocabulary_cards').set(patch).where('id', '=', userCardId).returning('id'),
    )
    .insertInto('review_logs')
    .columns([
      'user_id',
      'user_vocabulary_card_id',
      'rating',
      'result',
      'response_time_ms',
      'reviewed_at',
      'state_before',
      'state_after',
    ])
    .expression((eb) =>
      eb
        .selectFrom('saved')
        .select([
          eb.val(log.user_id).as('user_id'),
          'saved.id',
          eb.val(log.rating).as('rating'),
          eb.val(log.result).as('result'),
          eb.val(log.response_time_ms).as('response_time_ms'),
          eb.val(log.reviewed_at).as('reviewed_at'),
          sql`${JSON.stringify(log.state_before)}::jsonb`.as('state_before'),
          sql`${JSON.stringify(log.state_after)}::jsonb`.as('state_after'),
        ]),
    )
    .execute();
}

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

/** Review log rows of one card, oldest first. */
export function listReviewLogs(db: DbOrTrx, userCardId: number) {
  return db
    .selectFrom('review_logs')
    .selectAll()
    .where('user_vocabulary_card_id', '=', userCardId)
    .orderBy('id')
    .execute();
}
