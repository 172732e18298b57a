import { type Judgement, judge } from '../answers/judge.ts';
import { toStringList } from '../grammar/grammar-content.ts';

/** Comprehension question types as the learner app names them (§3); the admin stores them upper-case. */
export const QUESTION_TYPES = [
  'multiple_choice',
  'true_false',
  'short_answer',
  'vocabulary_definition',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** `MULTIPLE_CHOICE` → `multiple_choice`; anything unknown is multiple choice (the spec's default). */
export function toQuestionType(stored: string | null | undefined): QuestionType {
  const t = (stored ?? '').trim().toLowerCase();
  return (QUESTION_TYPES as readonly string[]).includes(t) ? (t as QuestionType) : 'multiple_choice';
}

/** The stored correct answer (a list, a string or a boolean) as the list the learner app reads; the first is used. */
export function correctAnswerList(stored: unknown): string[] {
  if (typeof stored === 'boolean') return [String(stored)];
  if (typeof stored === 'number') return [String(stored)];
  if (Array.isArray(stored)) return stored.map((v) => String(v).trim()).filter((v) => v.length > 0);
  if (typeof stored === 'string') {
    const s = stored.trim();
    if (s.startsWith('[')) return toStringList(s);
    return s ? [s] : [];
  }
  return [];
}

/** The judge's verdict on a comprehension answer: every stored key is accepted (issue 17). */
export function judgeQuestionAnswer(type: QuestionType, stored: unknown, given: string): Judgement {
  return judge(
    { type: 'READING_QUESTION', questionType: type, correctAnswer: correctAnswerList(stored) },
    given,
  );
}

/**
 * The server's verdict on a comprehension answer as pass or fail: any stored key, normalised (letter case, spacing,
 * final punctuation); true/false questions accept the Estonian and English words for true and false; a short answer
 * one typo away from a key passes (the judge's `almost`).
 */
export function checkQuestionAnswer(type: QuestionType, stored: unknown, given: string): boolean {
  return judgeQuestionAnswer(type, stored, given).verdict !== 'wrong';
}
