import {
  countCorrectlyAnsweredQuestions,
  type Db,
  findReadingQuestion,
  findReadingText,
  findStudySession,
  insertQuestionResponse,
  insertSessionReadingAnswer,
  listQuestionsOfTexts,
  listReadingTextsForLearner,
  refreshSessionTotals,
  type UserRow,
  upsertReadingProgress,
} from '@keelerada/db';
import {
  CONTENT_LEVELS,
  checkQuestionAnswer,
  correctAnswerList,
  type ImmersionTextsQuery,
  levelRank,
  type QuestionResponse,
  type ReadingProgress,
  toQuestionType,
} from '@keelerada/domain';
import { notFound } from '../../errors/app-error.ts';
import { SESSION_NOT_FOUND } from '../study/study-session.service.ts';
import { type ReadingTextDto, toReadingTextDto } from './reading-dto.ts';

/** Content levels ordered for a learner: their own first, then lower levels (closest first), then higher ones. */
export function levelPreference(level: string): string[] {
  const r = levelRank(level);
  return [...CONTENT_LEVELS].sort((a, b) => {
    const da = levelRank(a) - r;
    const db = levelRank(b) - r;
    const ka = da <= 0 ? -da * 2 : da * 2 + 1;
    const kb = db <= 0 ? -db * 2 : db * 2 + 1;
    return ka - kb;
  });
}

/** A requested level and the content level it is stored as (B11/B12 → B1, …). */
function requestedLevels(level: string): string[] {
  const content: Record<string, string> = {
    B11: 'B1',
    B12: 'B1',
    B21: 'B2',
    B22: 'B2',
    C11: 'C1',
    C12: 'C2',
  };
  return [...new Set([level, content[level] ?? level])];
}

/**
 * GET /reading/immersion-texts?level&limit. With a level: texts of that level. Without: the learner's level first,
 * then the nearest levels. Texts the learner has not read come first, then those begun, then completed ones, least
 * recently read first (`listReadingTextsForLearner`); the daily session's text is the first of these.
 */
export async function listImmersionTexts(
  db: Db,
  user: Pick<UserRow, 'id' | 'current_level'>,
  input: ImmersionTextsQuery,
): Promise<ReadingTextDto[]> {
  const levels = input.level ? requestedLevels(input.level) : levelPreference(user.current_level);
  const texts = await listReadingTextsForLearner(db, user.id, levels, input.limit);
  const questions = await listQuestionsOfTexts(
    db,
    texts.map((t) => t.id),
  );
  return texts.map((t) =>
    toReadingTextDto(
      t,
      questions.filter((q) => q.reading_text_id === t.id),
      t.is_completed,
    ),
  );
}

export interface ReadingProgressDto {
  readingTextId: number;
  isCompleted: boolean;
  questionsAnswered: number;
  /** Counted by the server from the learner's recorded answers (the app always sends 0). */
  questionsCorrect: number;
  completedAt: string | null;
  updatedAt: string;
}

/** POST /reading/immersion-texts/{id}/progress */
export async function recordReadingProgress(
  db: Db,
  userId: number,
  now: Date,
  input: ReadingProgress,
): Promise<ReadingProgressDto> {
  const text = await findReadingText(db, input.id);
  if (!text) throw notFound('Reading text not found');
  const correct = await countCorrectlyAnsweredQuestions(db, userId, input.id);
  const row = await upsertReadingProgress(db, {
    user_id: userId,
    reading_text_id: input.id,
    is_completed: input.isCompleted ?? false,
    questions_answered: input.questionsAnswered ?? 0,
    questions_correct: correct,
    now,
  });
  return {
    readingTextId: row.reading_text_id,
    isCompleted: row.is_completed,
    questionsAnswered: row.questions_answered,
    questionsCorrect: row.questions_correct,
    completedAt: row.completed_at ? row.completed_at.toISOString() : null,
    updatedAt: row.updated_at.toISOString(),
  };
}

export interface QuestionVerdictDto {
  questionId: number;
  userAnswer: string;
  isCorrect: boolean;
  correctAnswer: string | null;
  explanation: string | null;
}

/**
 * POST /reading/questions/{id}/response: the server's verdict is recorded and returned, not the app's. With a study
 * session, the answer is also that session's attempt, recorded once per question: a repeated answer (a double submit,
 * a retry after a reload, a second tab) records nothing more and gets the first answer's verdict back, so the
 * session's counts never grow twice for one question.
 */
export async function answerQuestion(
  db: Db,
  userId: number,
  now: Date,
  input: QuestionResponse,
): Promise<QuestionVerdictDto> {
  const q = await findReadingQuestion(db, input.id);
  if (!q) throw notFound('Question not found');
  const verdict = (userAnswer: string, isCorrect: boolean): QuestionVerdictDto => ({
    questionId: q.id,
    userAnswer,
    isCorrect,
    correctAnswer: correctAnswerList(q.correct_answer)[0] ?? null,
    explanation: q.explanation,
  });
  const isCorrect = checkQuestionAnswer(toQuestionType(q.question_type), q.correct_answer, input.userAnswer);
  const response = {
    user_id: userId,
    question_id: q.id,
    user_answer: input.userAnswer,
    is_correct: isCorrect,
  };
  if (input.studySessionId == null) {
    await insertQuestionResponse(db, response);
    return verdict(input.userAnswer, isCorrect);
  }
  const session = await findStudySession(db, userId, input.studySessionId);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  const text = await findReadingText(db, q.reading_text_id);
  if (!text) throw notFound('Reading text not found');
  const questionCount = (await listQuestionsOfTexts(db, [text.id])).length;
  return db.transaction().execute(async (trx) => {
    const { row, created } = await insertSessionReadingAnswer(trx, {
      user_id: userId,
      study_session_id: session.id,
      question_id: q.id,
      activity_type: 'reading',
      activity_id: String(text.id),
      user_answer: input.userAnswer,
      correct_answer: correctAnswerList(q.correct_answer)[0] ?? null,
      // the Session Review's reading layout (§2), with the question
      exercise_content: {
        id: text.id,
        title: text.title,
        source: text.source,
        difficulty: text.difficulty,
        level: text.level,
        hasQuestions: questionCount > 0,
        questionCount,
        question: q.question,
      },
      is_correct: isCorrect,
      hint_count: 0,
      attempt_number: 1,
      completed_at: now,
    });
    if (!created) return verdict(row.user_answer ?? input.userAnswer, row.is_correct);
    await insertQuestionResponse(trx, response);
    if (session.planned) await refreshSessionTotals(trx, session.id);
    return verdict(input.userAnswer, isCorrect);
  });
}
