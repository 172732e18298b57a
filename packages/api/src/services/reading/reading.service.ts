import {
  countCorrectlyAnsweredQuestions,
  type Db,
  findReadingQuestion,
  findReadingText,
  insertQuestionResponse,
  listQuestionsOfTexts,
  listReadingTextsForLearner,
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
 * then the nearest levels. Texts the learner has not completed come first.
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

/** POST /reading/questions/{id}/response: the server's verdict is recorded and returned, not the app's. */
export async function answerQuestion(
  db: Db,
  userId: number,
  input: QuestionResponse,
): Promise<QuestionVerdictDto> {
  const q = await findReadingQuestion(db, input.id);
  if (!q) throw notFound('Question not found');
  const isCorrect = checkQuestionAnswer(toQuestionType(q.question_type), q.correct_answer, input.userAnswer);
  await insertQuestionResponse(db, {
    user_id: userId,
    question_id: q.id,
    user_answer: input.userAnswer,
    is_correct: isCorrect,
  });
  return {
    questionId: q.id,
    userAnswer: input.userAnswer,
    isCorrect,
    correctAnswer: correctAnswerList(q.correct_answer)[0] ?? null,
    explanation: q.explanation,
  };
}
