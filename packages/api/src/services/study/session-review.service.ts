import {
  type Db,
  findGrammarExercises,
  findLearnerCards,
  findReadingTexts,
  findStudySession,
  listQuestionsOfTexts,
  listSessionAttempts,
} from '@keelerada/db';
import { type GrammarExercise, toGrammarExercise } from '@keelerada/domain';
import { notFound } from '../../errors/app-error.ts';
import { toReviewVocabularyCard } from '../vocabulary/vocabulary-dto.ts';
import { type StudySessionDto, toSessionDto } from './session-dto.ts';
import { SESSION_NOT_FOUND } from './study-session.service.ts';

export interface ReadingSummary {
  id: number;
  title: string;
  source: string | null;
  difficulty: string;
  level: string;
  hasQuestions: boolean;
  questionCount: number;
}

export interface SessionReviewAttempt {
  id: number;
  activity_type: string;
  activity_id: string | null;
  is_correct: boolean;
  user_answer: string | null;
  correct_answer: string | null;
  /** The judge's verdict and diagnosis (issue 17; null on older attempts and reading). */
  verdict: string | null;
  diagnosis: string | null;
  /** The grammar exercise (exercise attempts) or the reading text summary (reading attempts). */
  exercise: GrammarExercise | ReadingSummary | null;
  exercise_content: unknown;
  vocabulary_card: ReturnType<typeof toReviewVocabularyCard> | null;
  hint_count: number;
  attempt_number: number;
  completed_at: string;
}

/** §3 "Session review". */
export interface SessionReview {
  session: StudySessionDto;
  statistics: { totalAttempts: number; correctAttempts: number; incorrectAttempts: number; accuracy: number };
  attempts: SessionReviewAttempt[];
}

const idsOf = (attempts: { activity_type: string; activity_id: string | null }[], type: string): number[] => [
  ...new Set(
    attempts
      .filter((a) => a.activity_type === type && a.activity_id !== null && /^\d{1,9}$/.test(a.activity_id))
      .map((a) => Number(a.activity_id)),
  ),
];

/** GET /study/sessions/{id}/review: statistics and each attempt with its exercise and vocabulary card. */
export async function getSessionReview(db: Db, userId: number, id: number): Promise<SessionReview> {
  const session = await findStudySession(db, userId, id);
  if (!session) throw notFound(SESSION_NOT_FOUND);
  const attempts = await listSessionAttempts(db, id);
  const grammarIds = idsOf(attempts, 'exercise');
  const cardIds = idsOf(attempts, 'vocabulary');
  const textIds = idsOf(attempts, 'reading');
  const [exercises, cards, texts, questions] = await Promise.all([
    findGrammarExercises(db, grammarIds),
    findLearnerCards(db, userId, cardIds),
    findReadingTexts(db, textIds),
    listQuestionsOfTexts(db, textIds),
  ]);
  const exerciseById = new Map(exercises.map((e) => [e.id, toGrammarExercise(e)]));
  const cardById = new Map(cards.map((c) => [c.user_card_id, toReviewVocabularyCard(c)]));
  const questionCount = new Map<number, number>();
  for (const q of questions)
    questionCount.set(q.reading_text_id, (questionCount.get(q.reading_text_id) ?? 0) + 1);
  const textById = new Map(
    texts.map((t): [number, ReadingSummary] => [
      t.id,
      {
        id: t.id,
        title: t.title,
        source: t.source,
        difficulty: t.difficulty,
        level: t.level,
        hasQuestions: (questionCount.get(t.id) ?? 0) > 0,
        questionCount: questionCount.get(t.id) ?? 0,
      },
    ]),
  );

  const correct = attempts.filter((a) => a.is_correct).length;
  return {
    session: toSessionDto(session),
    statistics: {
      totalAttempts: attempts.length,
      correctAttempts: correct,
      incorrectAttempts: attempts.length - correct,
      accuracy: attempts.length ? Math.round((correct / attempts.length) * 100) : 0,
    },
    attempts: attempts.map((a) => {
      const ref = a.activity_id !== null && /^\d{1,9}$/.test(a.activity_id) ? Number(a.activity_id) : null;
      const exercise =
        ref === null
          ? null
          : a.activity_type === 'exercise'
            ? (exerciseById.get(ref) ?? null)
            : a.activity_type === 'reading'
              ? (textById.get(ref) ?? null)
              : null;
      return {
        id: a.id,
        activity_type: a.activity_type,
        activity_id: a.activity_id,
        is_correct: a.is_correct,
        user_answer: a.user_answer,
        correct_answer: a.correct_answer,
        verdict: a.verdict,
        diagnosis: a.diagnosis,
        exercise,
        exercise_content: a.exercise_content,
        vocabulary_card:
          a.activity_type === 'vocabulary' && ref !== null ? (cardById.get(ref) ?? null) : null,
        hint_count: a.hint_count,
        attempt_number: a.attempt_number,
        completed_at: a.completed_at.toISOString(),
      };
    }),
  };
}
