// Test data for the learning engine, inserted directly (no content pack): VALID vocabulary cards, grammar exercises,
// reading texts with questions, and lookups by email.
import type { Db } from '@keelerada/db';

export interface SeedCard {
  word?: string;
  form?: string;
  translation?: string;
  level?: string;
  frequency_rank?: number | null;
  word_type?: string;
  practice_context?: string;
  review_status?: string;
}

/** Inserts vocabulary cards (VALID by default) and returns their ids in order. */
export async function seedVocabulary(db: Db, cards: SeedCard[], prefix = 'sõna'): Promise<number[]> {
  if (cards.length === 0) return [];
  const rows = await db
    .insertInto('vocabulary_cards')
    .values(
      cards.map((c, i) => ({
        word: c.word ?? `${prefix}${i}`,
        form: c.form ?? `${prefix}${i}a`,
        translation: c.translation ?? `word ${i}`,
        definition: `definition ${i}`,
        word_type: c.word_type ?? 'NOUN',
        case_form: 'NOMINATIVE',
        verb_form: null,
        level: c.level ?? 'A0',
        frequency_rank: c.frequency_rank === undefined ? i + 1 : c.frequency_rank,
        practice_context: c.practice_context ?? `Siin on ___ number ${i}.`,
        practice_context_translation: `Here is word ${i}.`,
        review_status: c.review_status ?? 'VALID',
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export { userIdOf } from '@keelerada/db/testing';

/** The learner's card ids (user_vocabulary_cards.id) in the order of the vocabulary card ids. */
export async function userCardIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_vocabulary_cards')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('vocabulary_card_id')
    .execute();
  return rows.map((r) => r.id);
}

export async function seedGrammar(
  db: Db,
  rows: { type: string; level?: string; content: Record<string, unknown> | string; tags?: string[] }[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const out = await db
    .insertInto('grammar_exercises')
    .values(
      rows.map((r) => ({
        type: r.type,
        level: r.level ?? 'A0',
        difficulty: 'BEGINNER',
        tags: JSON.stringify(r.tags ?? ['test']),
        content: typeof r.content === 'string' ? JSON.stringify(r.content) : JSON.stringify(r.content),
      })),
    )
    .returning('id')
    .execute();
  return out.map((r) => r.id);
}

export const casePractice = (n: number) => ({
  sentence: `Ma elan suures _____ ${n}.`,
  target_word: 'maja',
  correct_case: 'INESSIVE',
  case_correct_answer: 'majas',
  case_distractors: ['majja', 'majast', 'maja'],
  explanation: 'Inessive: in.',
  case_translation: 'I live in a big house.',
});

export interface SeedQuestion {
  question: string;
  question_type?: string;
  options?: string[];
  correct_answer: string[] | string | boolean;
  explanation?: string;
}

export async function seedReadingText(
  db: Db,
  text: { title: string; level?: string; content?: string },
  questions: SeedQuestion[] = [],
): Promise<{ id: number; questionIds: number[] }> {
  const t = await db
    .insertInto('reading_texts')
    .values({
      title: text.title,
      content: text.content ?? 'Mari elab Tartus. Ta õpib ülikoolis.',
      level: text.level ?? 'A0',
      difficulty: 'BEGINNER',
      topics: JSON.stringify(['linn']),
      source: 'Keelerada',
      target_words: JSON.stringify([{ word: 'ülikool', translation: 'university', word_type: 'NOUN' }]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const questionIds: number[] = [];
  for (const [i, q] of questions.entries()) {
    const r = await db
      .insertInto('reading_questions')
      .values({
        reading_text_id: t.id,
        position: i,
        question: q.question,
        question_type: q.question_type ?? 'MULTIPLE_CHOICE',
        options: JSON.stringify(q.options ?? []),
        correct_answer: JSON.stringify(q.correct_answer),
        explanation: q.explanation ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    questionIds.push(r.id);
  }
  return { id: t.id, questionIds };
}
