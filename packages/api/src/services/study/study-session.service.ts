import {
  type Db,
  findStudySession,
  findUnfinishedSessionOn,
  insertStudySession,
  listSessionsOn,
  listStudySessions,
  lockLearnerSessions,
  type StudySessionPatch,
  type StudySessionSummary,
  setStudySessionTotal,
  updateStudySession,
} from '@keelerada/db';
import type { CreateSession, UpdateSession } from '@keelerada/domain';
import { notFound } from '../../errors/app-error.ts';
import type { LearnerClock } from '../time/learner-clock.ts';
import { type StudySessionDto, toSessionDto } from './session-dto.ts';

export const SESSION_NOT_FOUND = 'Study session not found';

/**
 * POST /study/sessions: starts a session on the learner's local day. When today already has an unfinished session
 * of the same type it is returned instead (`created: false`), so a doubled lazy start never makes two.
 */
export async function createSession(
  db: Db,
  userId: number,
  clock: LearnerClock,
  input: CreateSession,
): Promise<{ session: StudySessionDto; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    await lockLearnerSessions(trx, userId);
    const open = await findUnfinishedSessionOn(trx, userId, clock.today, input.sessionType);
    if (open) {
      const total = input.totalExercises;
      const row =
        total !== undefined && total !== open.total_exercises
          ? await setStudySessionTotal(trx, open.id, total)
          : open;
      return { session: toSessionDto(row), created: false };
    }
    const row = await insertStudySession(trx, {
      user_id: userId,
      session_type: input.sessionType,
      total_exercises: input.totalExercises ?? 0,
      local_date: clock.today,
      started_at: clock.now,
    });
    return { session: toSessionDto(row), created: true };
  });
}

/**
 * PATCH /study/sessions/{id}. Completion flags only ever turn on. Finishing stamps the completion time (the one sent,
 * else now) and the learner's local day; finishing twice keeps the first completion.
 */
export async function updateSession(
  db: Db,
  userId: number,
  clock: LearnerClock,
  input: UpdateSession,
): Promise<StudySessionDto> {
  const row = await findStudySession(db, userId, input.id);
  if (!row) throw notFound(SESSION_NOT_FOUND);
  // flags only ever turn on: a false, or a flag already on, changes nothing
  const on = (v: boolean | undefined, now: boolean) => (v === true && !now ? true : undefined);
  const patch: StudySessionPatch = {
    is_vocabulary_completed: on(input.isVocabularyCompleted, row.is_vocabulary_completed),
    is_reading_completed: on(input.isReadingCompleted, row.is_reading_completed),
    is_grammar_completed: on(input.isGrammarCompleted, row.is_grammar_completed),
    // a planned session's counts come from its recorded attempts (refreshSessionTotals), not from the app
    exercises_completed: row.planned ? undefined : input.exercisesCompleted,
    accuracy_percentage: row.planned ? undefined : input.accuracyPercentage,
  };
  const finishing = input.isSessionFinished === true && !row.is_session_finished;
  if (finishing) {
    patch.is_session_finished = true;
    patch.completed_at = input.completedAt ? new Date(input.completedAt) : clock.now;
    patch.completed_local_date = clock.today;
  } else if (input.completedAt !== undefined && !row.is_session_finished) {
    patch.completed_at = input.completedAt ? new Date(input.completedAt) : null;
  }
  // a planned session's answer usually changes nothing here (its counts come from its attempts): no statement then
  const updated = (await updateStudySession(db, userId, input.id, patch)) ?? row;
  return toSessionDto(updated);
}

/** GET /study/sessions: the learner's sessions, newest first. */
export async function listSessions(db: Db, userId: number, limit: number): Promise<StudySessionDto[]> {
  return (await listStudySessions(db, userId, limit)).map(toSessionDto);
}

export interface CompletionStatus {
  isVocabularyCompleted: boolean;
  isReadingCompleted: boolean;
  isGrammarCompleted: boolean;
  hasActiveSession: boolean;
}

export interface FinishedSessionInfo {
  hasFinishedSession: true;
  session: StudySessionDto;
}

export interface MixedStatus {
  unfinishedSession: StudySessionDto | null;
  finishedSession: StudySessionDto | null;
  completionStatus: CompletionStatus;
}

function completionOf(rows: StudySessionSummary[]): CompletionStatus {
  return {
    isVocabularyCompleted: rows.some((r) => r.is_vocabulary_completed),
    isReadingCompleted: rows.some((r) => r.is_reading_completed),
    isGrammarCompleted: rows.some((r) => r.is_grammar_completed),
    hasActiveSession: rows.some((r) => !r.is_session_finished),
  };
}

/** Today's sessions: all of them, or only the daily MIXED ones. Newest first. */
function todaysSessions(db: Db, userId: number, clock: LearnerClock, mixedOnly: boolean) {
  return listSessionsOn(db, userId, clock.today, mixedOnly ? 'MIXED' : undefined);
}

function summarize(rows: StudySessionSummary[]): MixedStatus {
  const unfinished = rows.find((r) => !r.is_session_finished);
  const finished = rows.find((r) => r.is_session_finished);
  return {
    unfinishedSession: unfinished ? toSessionDto(unfinished) : null,
    finishedSession: finished ? toSessionDto(finished) : null,
    completionStatus: completionOf(rows),
  };
}

/** GET /study/sessions/today/unfinished[/mixed]: the newest unfinished session of today, or null (204). */
export async function todayUnfinished(
  db: Db,
  userId: number,
  clock: LearnerClock,
  mixedOnly: boolean,
): Promise<StudySessionDto | null> {
  return summarize(await todaysSessions(db, userId, clock, mixedOnly)).unfinishedSession;
}

/** GET /study/sessions/today/finished[/mixed]: `{ hasFinishedSession, session }`, or null (204). */
export async function todayFinished(
  db: Db,
  userId: number,
  clock: LearnerClock,
  mixedOnly: boolean,
): Promise<FinishedSessionInfo | null> {
  const s = summarize(await todaysSessions(db, userId, clock, mixedOnly)).finishedSession;
  return s ? { hasFinishedSession: true, session: s } : null;
}

/** GET /study/sessions/today/completion-status[/mixed]: the phases done today by any session (or MIXED ones). */
export async function completionStatus(
  db: Db,
  userId: number,
  clock: LearnerClock,
  mixedOnly: boolean,
): Promise<CompletionStatus> {
  return completionOf(await todaysSessions(db, userId, clock, mixedOnly));
}

/** GET /study/sessions/today/mixed-status: everything the daily session needs on load, in one query. */
export async function mixedStatus(db: Db, userId: number, clock: LearnerClock): Promise<MixedStatus> {
  return summarize(await todaysSessions(db, userId, clock, true));
}
