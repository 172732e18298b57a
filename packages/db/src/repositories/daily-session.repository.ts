import { CompiledQuery } from 'kysely';
import type { DbOrTrx } from '../schema/index.ts';

export interface DailySessionArgs {
  userId: number;
  now: Date;
  /** The learner's local date: words first reviewed on it count against the quota. */
  today: string;
  limit: number;
  /** New words allowed today before counting today's introductions (0 when new words are not wanted). */
  newWordQuota: number;
  /**
   * The learner's level (`users.current_level`): new words of it and above come first, the levels below it after
   * them — a learner who chose B1 is not given A0's `ja` and `olen` first.
   */
  level: string;
}

/** A learner's card in the daily session — the learner's side only; what the card says comes from the catalogue. */
export interface DailySessionCardRow {
  user_card_id: number;
  vocabulary_card_id: number;
  repetitions: number;
  interval_days: number;
  review_count: number;
  /** When the card is due, in milliseconds since the epoch (Postgres writes it so; no date parsing per row). */
  due_ms: number;
}

/** One learner's daily session: due reviews, then new words, and the words introduced today. */
export interface DailySessionCards {
  reviews: DailySessionCardRow[];
  newWords: DailySessionCardRow[];
  introducedToday: number;
}

/** A learner's card as the statement writes it: [user card id, card id, repetitions, interval, reviews, due ms]. */
type CardTuple = [number, number, number, number, number, number];

/** What the statements give per learner (one row each): the card lists as JSON texts of CardTuple arrays. */
interface SessionJson {
  reviews: string | null;
  new_words: string | null;
  introduced_today: number;
}

/**
 * The JSON text of a list of cards, each the array of its learner-side fields in CardTuple order (due in ms, so nothing
 * parses dates per card), put together by concatenation: `json_build_array` looks up every value's output function
 * on every call, and building the lists that way was a sixth of the statement's Postgres time. Every column is NOT
 * NULL, so no card can drop out of the list; an empty list is NULL.
 */
const CARD_LIST = (t: string, order: string) =>
  `'[' || string_agg('[' || ${t}.id || ',' || ${t}.vocabulary_card_id || ',' || ${t}.repetitions || ',' ||
    ${t}.interval_days || ',' || ${t}.review_count || ',' || floor(extract(epoch from ${t}.due) * 1000), '],'
    order by ${order}) || ']]'`;

const CARD_COLUMNS = 'u.id, u.vocabulary_card_id, u.repetitions, u.interval_days, u.review_count, u.due';
/**
 * New-word order (docs/decisions.md): level, then the card's place within its lemma (every word's plain form before
 * any word's second form), then frequency rank, then card id — the key of user_vocabulary_cards_path_idx.
 */
const PATH_ORDER = (t: string) =>
  `${t}.card_level collate "C", ${t}.card_lemma_position, ${t}.card_frequency_rank nulls last, ${t}.vocabulary_card_id`;

/** Whether a card's level is below the learner's (false first: the learner's level and above lead). */
const BELOW_LEVEL = (t: string, level: string) => `${t}.card_level collate "C" < ${level}::text collate "C"`;

/** The learner's unreviewed VALID cards of levels `op` (>= or <) theirs, in path order, up to the room left. */
const freshScan = (
  p: SessionInputs,
  op: '>=' | '<',
) => `select ${CARD_COLUMNS}, u.card_level, u.card_lemma_position, u.card_frequency_rank
  from user_vocabulary_cards u
  where u.user_id = ${p.user} and u.review_count = 0 and u.card_valid
    and u.card_level collate "C" ${op} ${p.level}::text collate "C"
  order by ${PATH_ORDER('u')}
  limit (select n from room)`;

/** Where the per-learner statement finds its learner, now, limit, local date, new-word quota and level. */
interface SessionInputs {
  user: string;
  now: string;
  limit: string;
  today: string;
  quota: string;
  level: string;
}

/**
 * One learner's daily session over the learner's own rows, as one row: due reviews of VALID cards (oldest due first,
 * index user_vocabulary_cards_due_valid_idx), unreviewed VALID cards in path order (level, place within lemma, frequency rank, card id —
 * kept on the learner's card by triggers; index …_path_idx, read in order and stopped at the limit) up to what is
 * left of today's quota and of the limit — those of the learner's level and above first, then the levels below (two
 * scans of the same index, the second run only when the first leaves room) —, and the number of words introduced
 * today (index …_introduced_idx). The
 * first two indexes carry every column the scans return, so on all-visible pages they are index-only scans. Each
 * list is one JSON text that Postgres writes in order: the app parses it with one JSON.parse, far cheaper than the
 * driver's parse of every field of every row. No join: the card texts come from the in-memory vocabulary catalogue.
 * The single-learner and the many-learner statements share this text, so each learner's part is the same query.
 */
const sessionOf = (p: SessionInputs) => `
with due as (
  select ${CARD_COLUMNS}
  from user_vocabulary_cards u
  where u.user_id = ${p.user} and u.review_count > 0 and u.due <= ${p.now} and u.card_valid
  order by u.due, u.id
  limit ${p.limit}
), introduced as (
  select count(*)::int as n from user_vocabulary_cards where user_id = ${p.user} and introduced_on = ${p.today}::date
), room as (
  select greatest(0, least(${p.quota}::int - (select n from introduced), ${p.limit}::int - (select count(*) from due))) as n
), fresh as (
  (${freshScan(p, '>=')})
  union all
  (${freshScan(p, '<')})
  limit (select n from room)
)
select
  (select ${CARD_LIST('d', 'd.due, d.id')} from due d) as reviews,
  (select ${CARD_LIST('f', `${BELOW_LEVEL('f', p.level)}, ${PATH_ORDER('f')}`)} from fresh f) as new_words,
  (select n from introduced) as introduced_today`;

/**
 * The whole daily session of one learner in one statement ($1 learner, $2 now, $3 limit, $4 local date, $5 new-word
 * quota, $6 level). The text is a constant, so Postgres keeps it prepared per connection and nothing is built per request.
 */
const DAILY_SESSION_SQL = sessionOf({
  user: '$1',
  now: '$2',
  limit: '$3',
  today: '$4',
  quota: '$5',
  level: '$6',
});

/**
 * The daily sessions of many learners in one statement: one array per input ($1 learners, $2 nows, $3 limits, $4 local
 * dates, $5 quotas, $6 levels, job k at place k), each row of the arrays running the single-learner query above (its own index
 * scans, each stopped at its own limit). The answer is one JSON text, an array of SessionTuple (the job's place from 1,
 * its two card lists, its introductions): one JSON.parse for the batch instead of the driver's parse of four fields
 * per learner.
 */
const DAILY_SESSIONS_SQL = `
select '[' || string_agg('[' || l.i || ',' || coalesce(s.reviews, '[]') || ',' || coalesce(s.new_words, '[]') || ','
  || coalesce(s.introduced_today, 0) || ']', ',') || ']' as sessions
from unnest($1::int[], $2::timestamptz[], $3::int[], $4::date[], $5::int[], $6::text[]) with ordinality
  as l(user_id, now, lim, today, quota, level, i)
cross join lateral (${sessionOf({ user: 'l.user_id', now: 'l.now', limit: 'l.lim', today: 'l.today', quota: 'l.quota', level: 'l.level' })}
) s`;

/** A learner's session in the many-learner answer: [job's place from 1, due reviews, new words, introduced today]. */
type SessionTuple = [job: number, reviews: CardTuple[], newWords: CardTuple[], introducedToday: number];

/** The daily-session statement of one learner with its parameters (the benchmark EXPLAINs exactly this). */
export function dailySessionQuery(a: DailySessionArgs): CompiledQuery<SessionJson> {
  return CompiledQuery.raw(DAILY_SESSION_SQL, [a.userId, a.now, a.limit, a.today, a.newWordQuota, a.level]);
}

/** The daily-session statement of many learners (see DAILY_SESSIONS_SQL). */
export function dailySessionsQuery(
  jobs: readonly DailySessionArgs[],
): CompiledQuery<{ sessions: string | null }> {
  return CompiledQuery.raw(DAILY_SESSIONS_SQL, [
    jobs.map((a) => a.userId),
    jobs.map((a) => a.now.toISOString()),
    jobs.map((a) => a.limit),
    jobs.map((a) => a.today),
    jobs.map((a) => a.newWordQuota),
    jobs.map((a) => a.level),
  ]);
}

const toCard = (t: CardTuple): DailySessionCardRow => ({
  user_card_id: t[0],
  vocabulary_card_id: t[1],
  repetitions: t[2],
  interval_days: t[3],
  review_count: t[4],
  due_ms: t[5],
});

const cardsOf = (list: string | null | undefined): DailySessionCardRow[] =>
  list ? (JSON.parse(list) as CardTuple[]).map(toCard) : [];

/** A learner's row of the statement, as their session. */
function toSession(row: SessionJson | undefined): DailySessionCards {
  return {
    reviews: cardsOf(row?.reviews),
    newWords: cardsOf(row?.new_words),
    introducedToday: row?.introduced_today ?? 0,
  };
}

/** Due reviews then new words for today (see dailySessionQuery), and today's introductions. */
export async function dailySessionCards(db: DbOrTrx, a: DailySessionArgs): Promise<DailySessionCards> {
  return toSession((await db.executeQuery(dailySessionQuery(a))).rows[0]);
}

/** What dailySessionCards gives each learner, for many learners in one statement (in the order given). */
export async function dailySessionsCards(
  db: DbOrTrx,
  jobs: readonly DailySessionArgs[],
): Promise<DailySessionCards[]> {
  if (jobs.length === 0) return [];
  const text = (await db.executeQuery(dailySessionsQuery(jobs))).rows[0]?.sessions;
  const byJob: DailySessionCards[] = jobs.map(() => toSession(undefined));
  for (const [job, reviews, newWords, introducedToday] of JSON.parse(text ?? '[]') as SessionTuple[])
    byJob[job - 1] = { reviews: reviews.map(toCard), newWords: newWords.map(toCard), introducedToday };
  return byJob;
}
