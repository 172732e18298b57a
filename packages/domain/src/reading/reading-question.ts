import { normalizeText } from '../answers/normalize.ts';
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

const TRUE_WORDS = new Set(['true', 'tõene', 'õige', 'jah', 'yes']);
const FALSE_WORDS = new Set(['false', 'väär', 'vale', 'ei', 'no']);

function truthValue(s: string): boolean | null {
  const n = normalizeText(s);
  if (TRUE_WORDS.has(n)) return true;
  if (FALSE_WORDS.has(n)) return false;
  return null;
}

/**
 * The server's verdict on a comprehension answer: the first stored correct answer, compared trimmed and
 * case-insensitively; true/false questions also accept the Estonian and English words for true and false.
 */
export function checkQuestionAnswer(type: QuestionType, stored: unknown, given: string): boolean {
  const expected = correctAnswerList(stored)[0];
  if (expected === undefined || given.trim() === '') return false;
  if (type === 'true_false') {
    const a = truthValue(given);
    const b = truthValue(expected);
    if (a !== null && b !== null) return a === b;
  }
  return normalizeText(given) === normalizeText(expected);
}
