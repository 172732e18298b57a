import {
  type Db,
  type DbOrTrx,
  type ExerciseAttemptRow,
  findGrammarExercise,
  findReadingText,
  findSessionAttempt,
  findStudySession,
  findStudySessionPlan,
  insertExerciseAttempt,
  lockLearnerSessions,
  refreshSessionTotals,
} from '@keelerada/db';
import {
  type ExerciseAttempt,
  type Judgement,
  type JudgeVerdict,
  judge,
  toGrammarExercise,
} from '@keelerada/domain';
import type { Caches } from '../../cache/caches.ts';
import { badRequest, notFound } from '../../errors/app-error.ts';
import { grammarJudgeItem, judgeCardAnswer, serverMorphology } from '../answers/judge.service.ts';
import type { LearnerClock } from '../time/learner-clock.ts';
import { readUserCard } from '../vocabulary/review-batcher.ts';
import { SESSION_NOT_FOUND } from './study-session.service.ts';

/** §3 "Exercise attempt" as stored, with the server's verdict where it can judge the answer. */
export interface ExerciseAttemptDto {
  id: number;
  studySessionId: number | null;
  activityType: string;
  activityId: string | null;
  userAnswer: string | null;
  correctAnswer: string | null;
  exerciseContent: unknown;
  isCorrect: boolean;
  /** The judge's verdict (null for reading attempts and attempts recorded before the judge). */
  verdict: JudgeVerdict | null;
  /** The judge's diagnosis in plain English, when it has one. */
  diagnosis: string | null;
  hintCount: number;
  attemptNumber: number;
  completedAt: string;
}

const numericId = (v: string | null): number | null =>
  v !== null && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : null;

/**
 * POST /study/exercise-attempts. For a grammar exercise and a vocabulary card the server judges the answer itself
 * and records its own verdict (an `almost` counts as correct), the expected answer and the diagnosis — never the
 * app's verdict; reading attempts keep the app's verdict. The session, card and text referred to must exist and be
 * the learner's.
 */
export async function recordAttempt(
  db: Db,
  caches: Caches,
  userId: number,
  clock: LearnerClock,
  input: ExerciseAttempt,
): Promise<ExerciseAttemptDto> {
  const session =
    input.studySessionId != null ? await findStudySession(db, userId, input.studySessionId) : undefined;
  if (input.studySessionId != null && !session) throw notFound(SESSION_NOT_FOUND);
  const planned = session?.planned === true;
  // A planned session records each item's try once: a repeated write (a retry after a lost response, a second tab)
  // returns the first, so the session's counts never grow twice for one answer. A reading text with questions is
  // answered question by question (POST /reading/questions/{id}/response with the session, once per question); a
  // text without questions is one attempt.
  const onceOnly =
    input.activityType !== 'reading' ||
    (planned && planTextQuestions(await findStudySessionPlan(db, session.id), input.activityId) === 0);
  const once = planned && onceOnly && input.activityId !== null;
  const earlierOf = (d: DbOrTrx) =>
    session && input.activityId !== null
      ? findSessionAttempt(d, session.id, input.activityType, input.activityId, input.attemptNumber ?? 1)
      : Promise.resolve(undefined);
  let isCorrect = input.isCorrect;
  let correctAnswer = input.correctAnswer;
  let judgement: Judgement | null = null;
  let content: unknown = input.exerciseContent;
  const id = numericId(input.activityId);

  if (input.activityType === 'exercise') {
    if (input.activityId === null) throw badRequest('activityId is required: send the grammar exercise id.');
    if (id === null) throw badRequest('activityId must be the numeric id of a grammar exercise.');
    const ex = await findGrammarExercise(db, id);
    if (!ex) throw notFound('Grammar exercise not found');
    judgement = judge(grammarJudgeItem(ex), input.userAnswer ?? '', await serverMorphology(db, caches));
    content ??= toGrammarExercise(ex);
  } else if (input.activityType === 'vocabulary' && input.activityId !== null) {
    // read as the review and the check read it: in the daily session the answer's review asks for the same card in
    // the same moment, and both get it from one statement
    const card = id === null ? undefined : await readUserCard(db, userId, id);
    if (!card) throw notFound('Vocabulary card not found');
    judgement = await judgeCardAnswer(db, caches, userId, card, input.userAnswer ?? '');
  }
  if (judgement) {
    isCorrect = judgement.verdict !== 'wrong';
    correctAnswer = judgement.expected;
  } else if (input.activityType === 'reading' && input.activityId !== null) {
    const text = id === null ? undefined : await findReadingText(db, id);
    if (!text) throw notFound('Reading text not found');
  }

  const completedAt = input.completedAt ? new Date(input.completedAt) : clock.now;
  const values = {
    user_id: userId,
    study_session_id: input.studySessionId ?? null,
    activity_type: input.activityType,
    activity_id: input.activityId,
    user_answer: input.userAnswer,
    correct_answer: correctAnswer,
    exercise_content: content ?? null,
    is_correct: isCorrect,
    hint_count: input.hintCount ?? 0,
    attempt_number: input.attemptNumber ?? 1,
    completed_at: completedAt,
    verdict: judgement?.verdict ?? null,
    diagnosis: judgement?.diagnosis?.message ?? null,
    confusion: judgement?.diagnosis?.confusion ?? null,
  };
  if (!(planned && session)) return toAttemptDto(await insertExerciseAttempt(db, values));
  // a repeated write returns the first (checked here only, under the learner's session lock, so two writes of one
  // answer at once see each other; a retry is judged again before it finds its first, which is rare)
  return db.transaction().execute(async (trx) => {
    await lockLearnerSessions(trx, userId);
    const earlier = once ? await earlierOf(trx) : undefined;
    if (earlier) return toAttemptDto(earlier);
    const row = await insertExerciseAttempt(trx, values);
    await refreshSessionTotals(trx, session.id);
    return toAttemptDto(row);
  });
}

/** How many questions the planned session's text `activityId` has; null when the text is not in the plan. */
function planTextQuestions(plan: unknown, activityId: string | null): number | null {
  const texts = (plan as { reading?: { id: number; comprehensionQuestions?: unknown[] }[] } | null)?.reading;
  const text = texts?.find((t) => String(t.id) === activityId);
  return text ? (text.comprehensionQuestions?.length ?? 0) : null;
}

function toAttemptDto(row: ExerciseAttemptRow): ExerciseAttemptDto {
  return {
    id: row.id,
    studySessionId: row.study_session_id,
    activityType: row.activity_type,
    activityId: row.activity_id,
    userAnswer: row.user_answer,
    correctAnswer: row.correct_answer,
    exerciseContent: row.exercise_content,
    isCorrect: row.is_correct,
    verdict: row.verdict,
    diagnosis: row.diagnosis,
    hintCount: row.hint_count,
    attemptNumber: row.attempt_number,
    completedAt: row.completed_at.toISOString(),
  };
}
