import { CompiledQuery } from 'kysely';
import type { DbOrTrx, FsrsStateJson, UserVocabularyCardRow } from '../schema/index.ts';

/**
 * The two statements of a vocabulary review, each for many reviews at once (the API batches concurrent requests:
 * packages/api/src/services/vocabulary/review-batcher.ts): the read is typed Kysely; the save carries its rows as one
 * JSON array of arrays (docs/performance.md says why).
 */

/** The columns a review reads and rewrites: the FSRS state and the display counters. */
const REVIEWED_COLUMNS = [
  'due',
  'stability',
  'difficulty',
  'elapsed_days',
  'scheduled_days',
  'learning_steps',
  'reps',
  'lapses',
  'state',
  'last_review',
  'repetitions',
  'interval_days',
  'review_count',
  'successful_reviews',
] as const satisfies readonly (keyof UserVocabularyCardRow)[];
type ReviewedColumn = (typeof REVIEWED_COLUMNS)[number];

/** A learner's card as a review reads it: its FSRS state and which vocabulary card it is (for the judge). */
export type UserCardState = Pick<UserVocabularyCardRow, 'id' | 'vocabulary_card_id' | ReviewedColumn>;

/** A learner's card state with its owner, for the caller to check. */
export type OwnedUserCardState = UserCardState & Pick<UserVocabularyCardRow, 'user_id'>;

/** A card's reviewed columns as the review save's JSON arrays carry them, in this order, with instants as `D`. */
type CardStateFields<D> = [
  due: D,
  stability: number,
  difficulty: number,
  elapsed_days: number,
  scheduled_days: number,
  learning_steps: number,
  reps: number,
  lapses: number,
  state: number,
  last_review: D | null,
  repetitions: number,
  interval_days: number,
  review_count: number,
  successful_reviews: number,
];

const STATE_COLUMNS = ['id', 'user_id', 'vocabulary_card_id', ...REVIEWED_COLUMNS] as const;

/**
 * The learner cards with these ids, whoever owns them, by id (ids that do not exist are absent). One statement for
 * any number of ids; the caller checks `user_id`.
 */
export async function findUserCardsByIds(
  db: DbOrTrx,
  userCardIds: readonly number[],
): Promise<Map<number, OwnedUserCardState>> {
  if (userCardIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_vocabulary_cards')
    .select(STATE_COLUMNS)
    .where('id', 'in', [...new Set(userCardIds)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export type UserCardReviewPatch = Pick<UserVocabularyCardRow, ReviewedColumn> &
  Partial<Pick<UserVocabularyCardRow, 'introduced_at' | 'introduced_on'>>;

/** A review log row; the learner and card come from the card being saved. */
export interface ReviewLogInsert {
  rating: number;
  result: 'pass' | 'fail';
  response_time_ms: number | null;
  reviewed_at: Date;
  state_before: FsrsStateJson;
  state_after: FsrsStateJson;
}

/** One review to save: the card's new state and its log, valid only while the card has `expectedReviewCount`. */
export interface ReviewSave {
  userCardId: number;
  /** The card's owner: a save for a card that is not this learner's applies nothing. */
  userId: number;
  /** The review count the card had when the new state was computed. */
  expectedReviewCount: number;
  patch: UserCardReviewPatch;
  log: ReviewLogInsert;
}

/**
 * What a save carries, in the order of its JSON array: each column's name and its Postgres type. The statement's
 * `j` is built from this list, and `saveTuple` writes the values in the same order.
 */
const SAVE_FIELDS = [
  ['k', 'int'],
  ['id', 'int'],
  ['user_id', 'int'],
  ['expected', 'int'],
  ['due', 'timestamptz'],
  ['stability', 'float8'],
  ['difficulty', 'float8'],
  ['elapsed_days', 'int'],
  ['scheduled_days', 'int'],
  ['learning_steps', 'int'],
  ['reps', 'int'],
  ['lapses', 'int'],
  ['state', 'smallint'],
  ['last_review', 'timestamptz'],
  ['repetitions', 'int'],
  ['interval_days', 'int'],
  ['review_count', 'int'],
  ['successful_reviews', 'int'],
  ['introduced_at', 'timestamptz'],
  ['introduced_on', 'date'],
  ['rating', 'smallint'],
  ['result', 'text'],
  ['response_time_ms', 'int'],
  ['reviewed_at', 'timestamptz'],
  ['state_before', 'jsonb'],
  ['state_after', 'jsonb'],
] as const;

type SaveTuple = [
  k: number,
  id: number,
  user_id: number,
  expected: number,
  ...CardStateFields<string>,
  introduced_at: string | null,
  introduced_on: string | null,
  rating: number,
  result: 'pass' | 'fail',
  response_time_ms: number | null,
  reviewed_at: string,
  state_before: FsrsStateJson,
  state_after: FsrsStateJson,
];

// as many fields as the tuple has places (their order is checked value by value by the repository tests)
const sameLength: (typeof SAVE_FIELDS)['length'] extends SaveTuple['length'] ? true : never = true;
void sameLength;

/** A save as its JSON array (instants written as Date#toJSON would write them, only faster). */
function saveTuple(save: ReviewSave, k: number): SaveTuple {
  const { patch: p, log } = save;
  return [
    k,
    save.userCardId,
    save.userId,
    save.expectedReviewCount,
    p.due.toISOString(),
    p.stability,
    p.difficulty,
    p.elapsed_days,
    p.scheduled_days,
    p.learning_steps,
    p.reps,
    p.lapses,
    p.state,
    p.last_review ? p.last_review.toISOString() : null,
    p.repetitions,
    p.interval_days,
    p.review_count,
    p.successful_reviews,
    p.introduced_at ? p.introduced_at.toISOString() : null,
    p.introduced_on ?? null,
    log.rating,
    log.result,
    log.response_time_ms,
    log.reviewed_at.toISOString(),
    log.state_before,
    log.state_after,
  ];
}

/** `j`'s columns read from a save's JSON array `e` by position. */
const SAVE_COLUMNS = SAVE_FIELDS.map(([name, type], i) =>
  type === 'jsonb' ? `e->${i} as ${name}` : `(e->>${i})::${type} as ${name}`,
).join(', ');

/**
 * Every save travels in one jsonb array of arrays (`k` is its place in the call): one parameter, the same text for
 * any number of saves, and the same on pg and PGlite. Arrays rather than objects: Postgres parses no keys (sorting
 * each object's 26 keys was part of a sixth of the save's time) and reads each value by position. The UPDATE applies
 * a save only where the card is still the learner's and still has the expected review count; its RETURNING feeds the
 * log INSERT, so a log row exists exactly for each card updated; the statement answers with the `k` of the saves that
 * applied.
 */
const SAVE_REVIEWS_SQL = `
with saved as (
  update user_vocabulary_cards u set
    due = j.due, stability = j.stability, difficulty = j.difficulty, elapsed_days = j.elapsed_days,
    scheduled_days = j.scheduled_days, learning_steps = j.learning_steps, reps = j.reps, lapses = j.lapses,
    state = j.state, last_review = j.last_review, repetitions = j.repetitions, interval_days = j.interval_days,
    review_count = j.review_count, successful_reviews = j.successful_reviews,
    introduced_at = coalesce(u.introduced_at, j.introduced_at), introduced_on = coalesce(u.introduced_on, j.introduced_on)
  from (select ${SAVE_COLUMNS} from jsonb_array_elements($1::jsonb) e) as j
  where u.id = j.id and u.user_id = j.user_id and u.review_count = j.expected
  returning j.k, u.id, u.user_id, j.rating, j.result, j.response_time_ms, j.reviewed_at, j.state_before, j.state_after
), logged as (
  insert into review_logs
    (user_id, user_vocabulary_card_id, rating, result, response_time_ms, reviewed_at, state_before, state_after)
  select user_id, id, rating, result, response_time_ms, reviewed_at, state_before, state_after from saved order by k
)
select k from saved`;

/**
 * Saves cards' new states and appends their review logs in ONE statement — atomic: all of it applies or, if
 * Postgres refuses it, none of it. Each save applies only when its card still has `expectedReviewCount` reviews (the
 * count it had when the new state was computed) and is still `userId`'s; every review raises the count, so a review
 * that landed in between makes that save a no-op (false) and the caller reads the card again and retries: optimistic
 * concurrency, no lost update, no lock held across round trips. `introduced_at`/`introduced_on` are only ever set
 * once, by the first review. A card may appear at most once per call. Returns, per save in order, whether it applied.
 */
export async function saveReviewsIfUnchanged(db: DbOrTrx, saves: readonly ReviewSave[]): Promise<boolean[]> {
  if (saves.length === 0) return [];
  if (new Set(saves.map((s) => s.userCardId)).size !== saves.length)
    throw new Error('saveReviewsIfUnchanged: a card may be saved at most once per call');
  // rows locked in id order, so two batches touching the same cards cannot deadlock each other
  const jobs = saves.map(saveTuple).sort((a, b) => a[1] - b[1]);
  const r = await db.executeQuery<{ k: number }>(CompiledQuery.raw(SAVE_REVIEWS_SQL, [JSON.stringify(jobs)]));
  const applied = saves.map(() => false);
  for (const row of r.rows) applied[row.k] = true;
  return applied;
}
