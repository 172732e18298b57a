import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type {
  DbOrTrx,
  ExerciseAttemptRow,
  JudgeVerdictColumn,
  StudySessionRow,
  StudySessionSummary,
} from '../schema/index.ts';

/**
 * What a session read returns: every column but the plan, and whether there is one. The plan (~15 KB of JSON on a
 * daily session) is read only where it is shown (`listPlannedSessionsOn`, `findStudySessionPlan`); it was read three times per answer in the
 * daily session and once per session of the dashboard's and /study's status reads (docs/performance.md: the answer
 * −35 % app CPU, mixed status +80 % req/s).
 */
const SUMMARY = [
  'id',
  'user_id',
  'session_type',
  'total_exercises',
  'is_vocabulary_completed',
  'is_reading_completed',
  'is_grammar_completed',
  'is_session_finished',
  'exercises_completed',
  'accuracy_percentage',
  'started_at',
  'completed_at',
  'local_date',
  'completed_local_date',
  sql<boolean>`plan is not null`.as('planned'),
] as const;

export function insertStudySession(
  db: DbOrTrx,
  s: {
    user_id: number;
    session_type: string;
    total_exercises: number;
    local_date: string;
    started_at: Date;
    plan?: unknown;
  },
): Promise<StudySessionSummary> {
  const { plan, ...row } = s;
  return db
    .insertInto('study_sessions')
    .values({ ...row, plan: plan === undefined ? null : JSON.stringify(plan) })
    .returning(SUMMARY)
    .executeTakeFirstOrThrow();
}

/** Sets the number of exercises a session without a plan expects (POST /study/sessions reusing an open one). */
export function setStudySessionTotal(db: DbOrTrx, id: number, total: number): Promise<StudySessionSummary> {
  return db
    .updateTable('study_sessions')
    .set({ total_exercises: total })
    .where('id', '=', id)
    .returning(SUMMARY)
    .executeTakeFirstOrThrow();
}

/** Fixes the content of a session made before plans existed (it had none). */
export function setStudySessionPlan(
  db: DbOrTrx,
  id: number,
  plan: unknown,
  totalExercises: number,
): Promise<StudySessionSummary> {
  return db
    .updateTable('study_sessions')
    .set({ plan: JSON.stringify(plan), total_exercises: totalExercises })
    .where('id', '=', id)
    .returning(SUMMARY)
    .executeTakeFirstOrThrow();
}

export function findStudySession(
  db: DbOrTrx,
  userId: number,
  id: number,
): Promise<StudySessionSummary | undefined> {
  return db
    .selectFrom('study_sessions')
    .select(SUMMARY)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** A session's plan (null for a session made before plans, or an unknown id); the api owns its shape. */
export async function findStudySessionPlan(db: DbOrTrx, id: number): Promise<unknown> {
  const row = await db.selectFrom('study_sessions').select('plan').where('id', '=', id).executeTakeFirst();
  return row?.plan ?? null;
}

export interface StudySessionPatch {
  is_vocabulary_completed?: boolean;
  is_reading_completed?: boolean;
  is_grammar_completed?: boolean;
  is_session_finished?: boolean;
  exercises_completed?: number;
  accuracy_percentage?: number | null;
  completed_at?: Date | null;
  completed_local_date?: string | null;
}

/** Applies a patch to one of the learner's sessions; undefined when the patch is empty (no statement) or no row matched. */
export async function updateStudySession(
  db: DbOrTrx,
  userId: number,
  id: number,
  patch: StudySessionPatch,
): Promise<StudySessionSummary | undefined> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return undefined;
  return db
    .updateTable('study_sessions')
    .set(set)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(SUMMARY)
    .executeTakeFirst();
}

export function listStudySessions(
  db: DbOrTrx,
  userId: number,
  limit: number,
): Promise<StudySessionSummary[]> {
  return db
    .selectFrom('study_sessions')
    .select(SUMMARY)
    .where('user_id', '=', userId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The learner's sessions of one local day, newest first (index study_sessions_user_day_idx), to select from. */
const sessionsOn = (db: DbOrTrx, userId: number, localDate: string) =>
  db
    .selectFrom('study_sessions')
    .where('user_id', '=', userId)
    .where('local_date', '=', localDate)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc');

/** The learner's sessions of one local day (optionally of one type), newest first. */
export function listSessionsOn(
  db: DbOrTrx,
  userId: number,
  localDate: string,
  sessionType?: string,
): Promise<StudySessionSummary[]> {
  return sessionsOn(db, userId, localDate)
    .select(SUMMARY)
    .$if(sessionType !== undefined, (q) => q.where('session_type', '=', sessionType!))
    .execute();
}

/** What places a learner in a planned session: each attempt's item, verdict and try (read oldest first). */
const ATTEMPT_MARK = [
  'activity_type',
  'activity_id',
  'is_correct',
  'attempt_number',
  'question_id',
  'user_answer',
  'correct_answer',
] as const;
export type AttemptMarkRow = Pick<ExerciseAttemptRow, (typeof ATTEMPT_MARK)[number]>;

/** A session as /study and /grammar open it: with its plan, the learner's cards reviewed since it began, its attempts. */
export type PlannedSessionRow = StudySessionSummary & {
  plan: unknown;
  reviewed_since: number[];
  attempts: AttemptMarkRow[];
};

/**
 * `listSessionsOn` of one type, with each session's plan, the cards the review log shows reviewed since it began
 * (a plan's cards done elsewhere) and its attempts: what /study and /grammar open with, in one statement (reading the
 * plan by itself after the list cost the load 11 % of the app's CPU, the reviews as a statement of their own 12 % of
 * its req/s, and the attempts as one of their own 15–25 %, docs/performance.md).
 */
export function listPlannedSessionsOn(
  db: DbOrTrx,
  userId: number,
  localDate: string,
  sessionType: string,
): Promise<PlannedSessionRow[]> {
  return sessionsOn(db, userId, localDate)
    .select([...SUMMARY, 'plan'])
    .select((eb) => {
      const reviewed = eb
        .selectFrom('review_logs')
        .select('review_logs.user_vocabulary_card_id')
        .whereRef('review_logs.user_id', '=', 'study_sessions.user_id')
        .whereRef('review_logs.reviewed_at', '>=', 'study_sessions.started_at');
      return sql<number[]>`array(${reviewed})`.as('reviewed_since');
    })
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('exercise_attempts')
          .select(ATTEMPT_MARK)
          .whereRef('exercise_attempts.study_session_id', '=', 'study_sessions.id')
          .orderBy('completed_at')
          .orderBy('id'),
      ).as('attempts'),
    )
    .where('session_type', '=', sessionType)
    .execute();
}

/** Today's newest unfinished session of a type (for reuse by POST /sessions). */
export function findUnfinishedSessionOn(
  db: DbOrTrx,
  userId: number,
  localDate: string,
  sessionType: string,
): Promise<StudySessionSummary | undefined> {
  return db
    .selectFrom('study_sessions')
    .select(SUMMARY)
    .where('user_id', '=', userId)
    .where('local_date', '=', localDate)
    .where('session_type', '=', sessionType)
    .where('is_session_finished', '=', false)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Distinct local days with a finished session, newest first, at most `limit` (enough for any streak shown). */
export async function listFinishedSessionDates(
  db: DbOrTrx,
  userId: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('study_sessions')
    .select('local_date')
    .distinct()
    .where('user_id', '=', userId)
    .where('is_session_finished', '=', true)
    .orderBy('local_date', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.local_date);
}

/** The learner's sessions between two local days (inclusive), for the calendar. */
export function listSessionsBetween(
  db: DbOrTrx,
  userId: number,
  from: string,
  to: string,
): Promise<Pick<StudySessionRow, 'local_date' | 'is_session_finished'>[]> {
  return db
    .selectFrom('study_sessions')
    .select(['local_date', 'is_session_finished'])
    .where('user_id', '=', userId)
    .where('local_date', '>=', from)
    .where('local_date', '<=', to)
    .execute();
}

export function insertExerciseAttempt(
  db: DbOrTrx,
  a: {
    user_id: number;
    study_session_id: number | null;
    activity_type: string;
    activity_id: string | null;
    user_answer: string | null;
    correct_answer: string | null;
    exercise_content: unknown;
    is_correct: boolean;
    hint_count: number;
    attempt_number: number;
    completed_at: Date;
    verdict?: JudgeVerdictColumn | null;
    diagnosis?: string | null;
    confusion?: string | null;
  },
): Promise<ExerciseAttemptRow> {
  return db
    .insertInto('exercise_attempts')
    .values({
      ...a,
      exercise_content: a.exercise_content === undefined ? null : JSON.stringify(a.exercise_content),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Records a session's answer to a reading question once: the first write of (session, question) is stored and later
 * ones change nothing (unique exercise_attempts_session_question_key, so two writes at once cannot both land).
 * Returns the stored attempt and whether this call wrote it.
 */
export async function insertSessionReadingAnswer(
  db: DbOrTrx,
  a: Parameters<typeof insertExerciseAttempt>[1] & { study_session_id: number; question_id: number },
): Promise<{ row: ExerciseAttemptRow; created: boolean }> {
  const inserted = await db
    .insertInto('exercise_attempts')
    .values({
      ...a,
      exercise_content: a.exercise_content === undefined ? null : JSON.stringify(a.exercise_content),
    })
    .onConflict((oc) =>
      oc.columns(['study_session_id', 'question_id']).where('question_id', 'is not', null).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const row = await db
    .selectFrom('exercise_attempts')
    .selectAll()
    .where('study_session_id', '=', a.study_session_id)
    .where('question_id', '=', a.question_id)
    .executeTakeFirstOrThrow();
  return { row, created: false };
}

export function listSessionAttempts(db: DbOrTrx, sessionId: number): Promise<ExerciseAttemptRow[]> {
  return db
    .selectFrom('exercise_attempts')
    .selectAll()
    .where('study_session_id', '=', sessionId)
    .orderBy('completed_at')
    .orderBy('id')
    .execute();
}

/** Serialises session creation per learner until the transaction ends (two lazy starts make one session). */
export async function lockLearnerSessions(trx: DbOrTrx, userId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(8231, ${userId})`.execute(trx);
}

export interface ConfusionCount {
  confusion: string;
  count: number;
  /** Vocabulary card ids (user card ids, as text) of the attempts with this confusion, newest first. */
  activityIds: string[];
  /** How many of these answers were given in grammar exercises (they have no card to practise). */
  grammarAnswers: number;
}

/**
 * The learner's most frequent confusions among their last `window` judged answers, most frequent first, and how many
 * judged answers the window holds.
 */
export async function learnerConfusions(
  db: DbOrTrx,
  userId: number,
  window: number,
  top: number,
): Promise<{ judged: number; confusions: ConfusionCount[] }> {
  const recent = db
    .selectFrom('exercise_attempts')
    .select(['confusion', 'activity_type', 'activity_id', 'completed_at', 'id'])
    .where('user_id', '=', userId)
    .where('verdict', 'is not', null)
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(window);
  const rows = await db
    .selectFrom(recent.as('r'))
    .select((eb) => [
      'r.confusion',
      eb.fn.countAll<string>().as('n'),
      sql<
        string[]
      >`coalesce(array_agg(distinct r.activity_id) filter (where r.activity_type = 'vocabulary' and r.activity_id is not null), '{}')`.as(
        'ids',
      ),
      sql<string>`count(*) filter (where r.activity_type = 'exercise')`.as('grammar'),
      sql<string>`sum(count(*)) over ()`.as('judged'),
    ])
    .groupBy('r.confusion')
    .execute();
  const judged = Number(rows[0]?.judged ?? 0);
  const confusions = rows
    .filter((r): r is typeof r & { confusion: string } => r.confusion !== null)
    .map((r) => ({
      confusion: r.confusion,
      count: Number(r.n),
      activityIds: r.ids,
      grammarAnswers: Number(r.grammar),
    }))
    .sort((a, b) => b.count - a.count || a.confusion.localeCompare(b.confusion))
    .slice(0, top);
  return { judged, confusions };
}

/** An attempt already recorded on a session for the same item and try (a repeated write returns it). */
export function findSessionAttempt(
  db: DbOrTrx,
  sessionId: number,
  activityType: string,
  activityId: string,
  attemptNumber: number,
): Promise<ExerciseAttemptRow | undefined> {
  return db
    .selectFrom('exercise_attempts')
    .selectAll()
    .where('study_session_id', '=', sessionId)
    .where('activity_type', '=', activityType)
    .where('activity_id', '=', activityId)
    .where('attempt_number', '=', attemptNumber)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Sets a session's exercise count and accuracy from its recorded attempts (the one record every count reads). */
export async function refreshSessionTotals(db: DbOrTrx, sessionId: number): Promise<void> {
  await sql`update study_sessions s set
      exercises_completed = t.total,
      accuracy_percentage = case when t.total = 0 then null else round(100.0 * t.correct / t.total) end
    from (select count(*)::int as total, count(*) filter (where is_correct)::int as correct
          from exercise_attempts where study_session_id = ${sessionId}) t
    where s.id = ${sessionId}`.execute(db);
}
