import { CompiledQuery, sql } from 'kysely';
import type { DbOrTrx } from '../schema/index.ts';

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

/** A learner's card in the daily session — the learner's side only; what the card says comes from the catalogue. */
export interface DailySessionCardRow {
  user_card_id: number;
  vocabulary_card_id: number;
  repetitions: number;
  interval_days: number;
  review_count: number;
  due: Date;
}

export type DailySessionRow = DailySessionCardRow & {
  kind: 'review' | 'new' | 'quota';
  ord: number;
  introduced_today: number;
};

const SESSION_COLUMNS = `u.id as user_card_id, u.vocabulary_card_id, u.repetitions, u.interval_days, u.review_count,
    u.due`;

/**
 * The whole daily session in one statement over the learner's own rows ($1 learner, $2 now, $3 limit, $4 local date,
 * $5 new-word quota): due reviews of VALID cards (oldest due first, index user_vocabulary_cards_due_valid_idx), the number
 * of words introduced today (index …_introduced_idx), then unreviewed VALID cards in path order (level, frequency
 * rank, card id — kept on the learner's card by triggers; index …_path_idx, read in order and stopped at the limit)
 * up to what is left of the quota and of the limit, and a last row carrying the introduced count. No join: the card
 * texts come from the in-memory vocabulary catalogue. The text is a constant, so Postgres keeps it prepared per
 * connection and nothing is built per request.
 */
const DAILY_SESSION_SQL = `
with due as (
  select 'review'::text as kind, row_number() over (order by u.due, u.id)::int as ord, ${SESSION_COLUMNS}
  from user_vocabulary_cards u
  where u.user_id = $1 and u.review_count > 0 and u.due <= $2 and u.card_valid
  order by u.due, u.id
  limit $3
), introduced as (
  select count(*)::int as n from user_vocabulary_cards where user_id = $1 and introduced_on = $4::date
), fresh as (
  select 'new'::text as kind,
    row_number() over (order by u.card_level collate "C", u.card_frequency_rank nulls last, u.vocabulary_card_id)::int
    as ord, ${SESSION_COLUMNS}
  from user_vocabulary_cards u
  where u.user_id = $1 and u.review_count = 0 and u.card_valid
  order by u.card_level collate "C", u.card_frequency_rank nulls last, u.vocabulary_card_id
  limit greatest(0, least($5::int - (select n from introduced), $3::int - (select count(*) from due)))
)
select due.*, (select n from introduced) as introduced_today from due
union all
select fresh.*, (select n from introduced) from fresh
union all
select 'quota', 0, null, null, null, null, null, null, (select n from introduced)`;

/** The daily-session statement with its parameters (the benchmark EXPLAINs exactly this). */
export function dailySessionQuery(a: DailySessionArgs): CompiledQuery<DailySessionRow> {
  return CompiledQuery.raw(DAILY_SESSION_SQL, [a.userId, a.now, a.limit, a.today, a.newWordQuota]);
}

/** Due reviews then new words for today (see dailySessionQuery), and today's introductions. */
export async function dailySessionCards(
  db: DbOrTrx,
  a: DailySessionArgs,
): Promise<{ reviews: DailySessionCardRow[]; newWords: DailySessionCardRow[]; introducedToday: number }> {
  const rows = (await db.executeQuery(dailySessionQuery(a))).rows;
  const reviews: DailySessionRow[] = [];
  const newWords: DailySessionRow[] = [];
  let introducedToday = 0;
  for (const row of rows) {
    introducedToday = row.introduced_today;
    if (row.kind === 'review') reviews.push(row);
    else if (row.kind === 'new') newWords.push(row);
  }
  // each part carries its own position, so the order does not rest on how UNION ALL happens to return rows
  const byOrd = (x: DailySessionRow, y: DailySessionRow) => x.ord - y.ord;
  const strip = ({ kind: _k, ord: _o, introduced_today: _i, ...card }: DailySessionRow) => card;
  return {
    reviews: reviews.sort(byOrd).map(strip),
    newWords: newWords.sort(byOrd).map(strip),
    introducedToday,
  };
}

/** Every VALID vocabulary card: the catalogue the app keeps in memory (a few thousand rows). */
export function listValidVocabularyCards(db: DbOrTrx) {
  return db
    .selectFrom('vocabulary_cards')
    .select([
      'id',
      'word',
      'form',
      'translation',
      'definition',
      'word_type',
      'case_form',
      'verb_form',
      'level',
      'practice_context',
      'practice_context_translation',
    ])
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

/** Review log rows of one card, oldest first. */
export function listReviewLogs(db: DbOrTrx, userCardId: number) {
  return db
    .selectFrom('review_logs')
    .selectAll()
    .where('user_vocabulary_card_id', '=', userCardId)
    .orderBy('id')
    .execute();
}
