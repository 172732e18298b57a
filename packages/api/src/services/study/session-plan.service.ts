import {
  type AttemptMarkRow,
  type Db,
  insertStudySession,
  listPlannedSessionsOn,
  lockLearnerSessions,
  type PlannedSessionRow,
  type StudySessionSummary,
  setStudySessionPlan,
  type UserRow,
} from '@keelerada/db';
import {
  type AttemptMark,
  type GrammarExercise,
  type PlanOutline,
  type SessionProgress,
  sessionProgress,
} from '@keelerada/domain';
import type { Caches } from '../../cache/caches.ts';
import { randomExercises } from '../grammar/grammar.service.ts';
import { listImmersionTexts } from '../reading/reading.service.ts';
import type { ReadingTextDto } from '../reading/reading-dto.ts';
import type { LearnerClock } from '../time/learner-clock.ts';
import { getDailySession } from '../vocabulary/daily-session.service.ts';
import type { DailyVocabularyItem } from '../vocabulary/vocabulary-dto.ts';
import { type StudySessionDto, toSessionDto } from './session-dto.ts';

/** §7: the daily session asks for 50 cards, 1 text and 8 grammar exercises; a stand-alone grammar run for 8. */
export const PLAN_SIZES = { vocabulary: 50, reading: 1, grammar: 8 } as const;

/** A session's content, fixed when it is created and stored with it (issue 19). */
export interface SessionPlan {
  vocabulary: DailyVocabularyItem[];
  reading: ReadingTextDto[];
  grammar: GrammarExercise[];
}

export type PlannedSessionType = 'MIXED' | 'GRAMMAR';

/** What /study and /grammar open with: the session (null while there is no content), its plan and where it stands. */
export interface PlannedSession {
  session: StudySessionDto | null;
  plan: SessionPlan;
  progress: SessionProgress;
  attempts: AttemptMark[];
}

type Learner = Pick<UserRow, 'id' | 'current_level' | 'daily_new_words'>;

const EMPTY_PLAN: SessionPlan = { vocabulary: [], reading: [], grammar: [] };

export function outlineOf(plan: SessionPlan): PlanOutline {
  return {
    vocabulary: plan.vocabulary.map((c) => c.userVocabularyCardId),
    reading: plan.reading.map((t) => ({ id: t.id, units: Math.max(1, t.comprehensionQuestions.length) })),
    grammar: plan.grammar.map((g) => g.id),
  };
}

/** totalExercises of a planned session: every card, every text's questions (or 1), every grammar exercise. */
function totalOf(plan: SessionPlan): number {
  const o = outlineOf(plan);
  return o.vocabulary.length + o.reading.reduce((n, t) => n + t.units, 0) + o.grammar.length;
}

const isEmpty = (p: SessionPlan) => p.vocabulary.length + p.reading.length + p.grammar.length === 0;

async function buildPlan(
  db: Db,
  caches: Caches,
  user: Learner,
  clock: LearnerClock,
  type: PlannedSessionType,
): Promise<SessionPlan> {
  const grammar = await randomExercises(db, caches, user, PLAN_SIZES.grammar);
  if (type === 'GRAMMAR') return { ...EMPTY_PLAN, grammar };
  const [daily, reading] = await Promise.all([
    getDailySession(db, caches, user, clock, { includeNew: true, limit: PLAN_SIZES.vocabulary }),
    listImmersionTexts(db, user, { level: undefined, limit: PLAN_SIZES.reading }),
  ]);
  return { vocabulary: [...daily.reviews, ...daily.newWords], reading, grammar };
}

const toMark = (a: AttemptMarkRow): AttemptMark => ({
  activityType: a.activity_type,
  activityId: a.activity_id,
  isCorrect: a.is_correct,
  attemptNumber: a.attempt_number,
  questionId: a.question_id,
  userAnswer: a.activity_type === 'reading' ? a.user_answer : null,
  correctAnswer: a.activity_type === 'reading' ? a.correct_answer : null,
});

/** A session as opened: its row, its plan, the cards reviewed elsewhere since it began and its attempts so far. */
interface Opened {
  row: StudySessionSummary;
  plan: SessionPlan | null;
  reviewedSince: readonly number[];
  attempts: readonly AttemptMarkRow[];
}

const opened = (row: PlannedSessionRow): Opened => ({
  row,
  plan: row.plan as SessionPlan | null,
  reviewedSince: row.reviewed_since,
  attempts: row.attempts,
});

/**
 * The session with its plan (a finished session from before plans has none: an empty plan) and the attempts so far.
 * While the vocabulary phase is open, the plan is served without its cards done elsewhere (`withoutCardsDoneElsewhere`,
 * from `reviewedSince`: the cards reviewed since the session began).
 */
function withProgress(session: Opened | null): PlannedSession {
  if (!session)
    return {
      session: null,
      plan: EMPTY_PLAN,
      progress: sessionProgress(outlineOf(EMPTY_PLAN), []),
      attempts: [],
    };
  const attempts = session.attempts.map(toMark);
  const content = session.plan
    ? withoutCardsDoneElsewhere(session.row, session.plan, attempts, session.reviewedSince)
    : EMPTY_PLAN;
  return {
    session: toSessionDto(session.row),
    plan: content,
    progress: sessionProgress(outlineOf(content), attempts),
    attempts,
  };
}

/**
 * A card of the plan that the learner reviewed on /vocabulary after the session began is done for today: FSRS has
 * its answer and has scheduled it again, and the dashboard counts it. Offering it again in /study would record a
 * second review of the same day. So the plan is served without the cards reviewed since the session began that have
 * no attempt in it — the same cards on every reload, since a review only moves forward — and the phase is the cards
 * still to do. A card tried here keeps its place (and its retry), whatever happened to it elsewhere.
 */
function withoutCardsDoneElsewhere(
  row: Pick<StudySessionSummary, 'is_vocabulary_completed' | 'is_session_finished'>,
  plan: SessionPlan,
  attempts: readonly AttemptMark[],
  reviewedSince: readonly number[],
): SessionPlan {
  if (row.is_vocabulary_completed || row.is_session_finished || reviewedSince.length === 0) return plan;
  const reviewed = new Set(reviewedSince);
  const tried = new Set(attempts.filter((a) => a.activityType === 'vocabulary').map((a) => a.activityId));
  const doneElsewhere = (id: number) => reviewed.has(id) && !tried.has(String(id));
  return { ...plan, vocabulary: plan.vocabulary.filter((c) => !doneElsewhere(c.userVocabularyCardId)) };
}

/**
 * The session to continue today, if there is one: the newest unfinished planned session of the type, else (MIXED) a
 * session finished today — the day's work is done and is shown as it was.
 */
function reusable<T extends StudySessionSummary>(rows: T[], type: PlannedSessionType): T | undefined {
  const open = rows.find((r) => !r.is_session_finished && r.planned);
  if (open) return open;
  return type === 'MIXED' ? rows.find((r) => r.is_session_finished) : undefined;
}

/**
 * POST /study/sessions/today/{mixed|grammar}: today's planned session of the type, created with its content on the
 * first visit. A reload, another tab or another device gets the same cards, text and exercises, in the same order,
 * and the attempts recorded so far. A stand-alone grammar run that was finished is never reused: the next visit
 * starts a new run, so attempts of two runs never mix. An older unplanned MIXED session of today gets a plan.
 */
export async function openPlannedSession(
  db: Db,
  caches: Caches,
  user: Learner,
  clock: LearnerClock,
  type: PlannedSessionType,
): Promise<PlannedSession> {
  const existing = reusable(await listPlannedSessionsOn(db, user.id, clock.today, type), type);
  if (existing) return withProgress(opened(existing));

  // built outside the transaction: PGlite has a single connection, and the content reads need it
  const plan = await buildPlan(db, caches, user, clock, type);
  if (isEmpty(plan)) return withProgress(null);
  const made = await db.transaction().execute(async (trx): Promise<Opened> => {
    await lockLearnerSessions(trx, user.id);
    const rows = await listPlannedSessionsOn(trx, user.id, clock.today, type);
    const raced = reusable(rows, type);
    if (raced) return opened(raced);
    const legacy = type === 'MIXED' ? rows.find((r) => !r.is_session_finished) : undefined;
    if (legacy) {
      const row = await setStudySessionPlan(trx, legacy.id, plan, totalOf(plan));
      return { row, plan, reviewedSince: [], attempts: legacy.attempts };
    }
    const row = await insertStudySession(trx, {
      user_id: user.id,
      session_type: type,
      total_exercises: totalOf(plan),
      local_date: clock.today,
      started_at: clock.now,
      plan,
    });
    return { row, plan, reviewedSince: [], attempts: [] };
  });
  return withProgress(made);
}
