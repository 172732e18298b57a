import { CompiledQuery, sql } from 'kysely';
import type { DbOrTrx, ExerciseAttemptRow, JudgeVerdictColumn, StudySessionRow } from '../schema/index.ts';

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
): Promise<StudySessionRow> {
  const { plan, ...row } = s;
  return db
    .insertInto('study_sessions')
    .values({ ...row, plan: plan === undefined ? null : JSON.stringify(plan) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Fixes the content of a session made before plans existed (it had none). */
export function setStudySessionPlan(
  db: DbOrTrx,
  id: number,
  plan: unknown,
  totalExercises: number,
): Promise<StudySessionRow> {
  return db
    .updateTable('study_sessions')
    .set({ plan: JSON.stringify(plan), total_exercises: totalExercises })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findStudySession(
  db: DbOrTrx,
  userId: number,
  id: number,
): Promise<StudySessionRow | undefined> {
  return db
    .selectFrom('study_sessions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
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

/** Applies a patch to one of the learner's sessions (an empty patch just reads it back). */
export function updateStudySession(
  db: DbOrTrx,
  userId: number,
  id: number,
  patch: StudySessionPatch,
): Promise<StudySessionRow | undefined> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return findStudySession(db, userId, id);
  return db
    .updateTable('study_sessions')
    .set(set)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

export function listStudySessions(db: DbOrTrx, userId: number, limit: number): Promise<StudySessionRow[]> {
  return db
    .selectFrom('study_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

const SESSIONS_ON = `select * from study_sessions where user_id = $1 and local_date = $2::date
  order by started_at desc, id desc`;
const SESSIONS_OF_TYPE_ON = `select * from study_sessions where user_id = $1 and local_date = $2::date
  and session_type = $3 order by started_at desc, id desc`;

/** The learner's sessions of one local day (optionally of one type), newest first (index study_sessions_user_day_idx). */
export async function listSessionsOn(
  db: DbOrTrx,
  userId: number,
  localDate: string,
  sessionType?: string,
): Promise<StudySessionRow[]> {
  const q = sessionType
    ? CompiledQuery.raw(SESSIONS_OF_TYPE_ON, [userId, localDate, sessionType])
    : CompiledQuery.raw(SESSIONS_ON, [userId, localDate]);
  return (await db.executeQuery<StudySessionRow>(q)).rows;
}

/** Today's newest unfinished session of a type (for reuse by POST /sessions). */
export function findUnfinishedSessionOn(
  db: DbOrTrx,
  userId: number,
  localDate: string,
  sessionType: string,
): Promise<StudySessionRow | undefined> {
  return db
    .selectFrom('study_sessions')
    .selectAll()
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
      sql<string>`sum(count(*)) over ()`.as('judged'),
    ])
    .groupBy('r.confusion')
    .execute();
  const judged = Number(rows[0]?.judged ?? 0);
  const confusions = rows
    .filter((r): r is typeof r & { confusion: string } => r.confusion !== null)
    .map((r) => ({ confusion: r.confusion, count: Number(r.n), activityIds: r.ids }))
    .sort((a, b) => b.count - a.count || a.confusion.localeCompare(b.confusion))
    .slice(0, top);
  return { judged, confusions };
}

/** What places a learner in a planned session: each attempt's item, verdict and try, oldest first. */
export function listSessionAttemptMarks(db: DbOrTrx, sessionId: number) {
  return db
    .selectFrom('exercise_attempts')
    .select([
      'activity_type',
      'activity_id',
      'is_correct',
      'attempt_number',
      'question_id',
      'user_answer',
      'correct_answer',
    ])
    .where('study_session_id', '=', sessionId)
    .orderBy('completed_at')
    .orderBy('id')
    .execute();
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
