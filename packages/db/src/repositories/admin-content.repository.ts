import type { ReadingTextFields } from '@keelerada/domain';
import { sql } from 'kysely';
import type { DbOrTrx, GrammarExerciseRow, ReadingQuestionRow, ReadingTextRow } from '../schema/index.ts';
import { foldedSql, foldSearch, likePattern } from './admin-search.ts';

// Grammar exercises and reading texts as the admin back office lists and edits them.

export interface AdminGrammarFilter {
  search?: string | undefined;
  level?: string | undefined;
  type?: string | undefined;
  difficulty?: string | undefined;
  limit: number;
  offset: number;
}

/** The content fields searched, across every exercise type. */
const GRAMMAR_SEARCH_FIELDS = [
  'sentence',
  'target_word',
  'case_correct_answer',
  'verb',
  'verb_correct_answer',
  'context',
  'context_translation',
  'case_translation',
  'sentence_translation',
  'incorrect_sentence',
  'correct_sentence',
  'source_text',
  'target_text',
  'focus',
];

export async function adminListGrammarExercises(
  db: DbOrTrx,
  f: AdminGrammarFilter,
): Promise<{ rows: GrammarExerciseRow[]; total: number }> {
  let q = db.selectFrom('grammar_exercises');
  if (f.search) {
    const p = likePattern(foldSearch(f.search));
    // a word's English translation finds the exercises on that word: the vocabulary cards whose translation matches
    // name the headwords, which case practice holds as target_word and verb conjugation as verb
    const headwords = db
      .selectFrom('vocabulary_cards')
      .select(() => foldedSql(sql.ref('word')).as('w'))
      .where((eb) => eb(foldedSql(sql.ref('translation')), 'like', p));
    q = q.where((eb) =>
      eb.or([
        ...GRAMMAR_SEARCH_FIELDS.map((k) => eb(foldedSql(sql`content->>${k}`), 'like', p)),
        eb(foldedSql(sql`content->>'words'`), 'like', p),
        eb(foldedSql(sql`tags::text`), 'like', p),
        eb(foldedSql(sql`coalesce(content->>'target_word', content->>'verb')`), 'in', headwords),
      ]),
    );
  }
  if (f.level) q = q.where('level', '=', f.level);
  if (f.type) q = q.where('type', '=', f.type);
  if (f.difficulty) q = q.where('difficulty', '=', f.difficulty);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function adminFindGrammarExercise(db: DbOrTrx, id: number): Promise<GrammarExerciseRow | undefined> {
  return db.selectFrom('grammar_exercises').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The id of an exercise of `type` whose content fields equal `identity` (jsonb equality per field), if any. */
export async function adminFindSameGrammarExercise(
  db: DbOrTrx,
  type: string,
  identity: readonly [string, unknown][],
): Promise<number | undefined> {
  let q = db.selectFrom('grammar_exercises').select('id').where('type', '=', type);
  for (const [field, value] of identity)
    q = q.where(sql<boolean>`content -> ${field} = ${JSON.stringify(value)}::jsonb`);
  return (await q.orderBy('id').limit(1).executeTakeFirst())?.id;
}

export interface AdminGrammarValues {
  type: string;
  level: string;
  difficulty: string;
  tags: string[];
  content: Record<string, unknown>;
}

export function adminInsertGrammarExercise(db: DbOrTrx, v: AdminGrammarValues): Promise<GrammarExerciseRow> {
  return db
    .insertInto('grammar_exercises')
    .values({ ...v, tags: JSON.stringify(v.tags), content: JSON.stringify(v.content) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function adminUpdateGrammarExercise(
  db: DbOrTrx,
  id: number,
  v: Omit<AdminGrammarValues, 'type'>,
  now: Date,
): Promise<GrammarExerciseRow | undefined> {
  return db
    .updateTable('grammar_exercises')
    .set({
      level: v.level,
      difficulty: v.difficulty,
      tags: JSON.stringify(v.tags),
      content: JSON.stringify(v.content),
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export interface AdminReadingFilter {
  search?: string | undefined;
  level?: string | undefined;
  difficulty?: string | undefined;
  limit: number;
  offset: number;
}

export type AdminReadingTextRow = ReadingTextRow & { question_count: number };

export async function adminListReadingTexts(
  db: DbOrTrx,
  f: AdminReadingFilter,
): Promise<{ rows: AdminReadingTextRow[]; total: number }> {
  let q = db.selectFrom('reading_texts as t');
  if (f.search) {
    const p = likePattern(foldSearch(f.search));
    q = q.where((eb) =>
      eb.or([
        eb(foldedSql(sql.ref('t.title')), 'like', p),
        eb(foldedSql(sql.ref('t.content')), 'like', p),
        eb(foldedSql(sql`t.topics::text`), 'like', p),
      ]),
    );
  }
  if (f.level) q = q.where('t.level', '=', f.level);
  if (f.difficulty) q = q.where('t.difficulty', '=', f.difficulty);
  const [rows, count] = await Promise.all([
    q
      .selectAll('t')
      .select((eb) =>
        eb
          .selectFrom('reading_questions as q')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('q.reading_text_id', '=', 't.id')
          .as('question_count'),
      )
      .orderBy('t.created_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, question_count: Number(r.question_count ?? 0) })),
    total: Number(count.n),
  };
}

export function adminFindReadingText(db: DbOrTrx, id: number): Promise<ReadingTextRow | undefined> {
  return db.selectFrom('reading_texts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The first text whose title equals this one, ignoring case (what a learner would take for the same text). */
export function adminFindSameReadingText(
  db: DbOrTrx,
  title: string,
): Promise<{ id: number; level: string } | undefined> {
  return db
    .selectFrom('reading_texts')
    .select(['id', 'level'])
    .where(sql<string>`lower(title)`, '=', title.toLowerCase())
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export function adminListReadingQuestions(db: DbOrTrx, textId: number): Promise<ReadingQuestionRow[]> {
  return db
    .selectFrom('reading_questions')
    .selectAll()
    .where('reading_text_id', '=', textId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export interface AdminReadingTextValues extends ReadingTextFields {
  target_words: { word: string; translation: string; word_type: string }[];
}

const readingRow = (v: Partial<AdminReadingTextValues>) => ({
  ...v,
  ...(v.topics ? { topics: JSON.stringify(v.topics) } : {}),
  ...(v.target_words ? { target_words: JSON.stringify(v.target_words) } : {}),
});

export function adminInsertReadingText(db: DbOrTrx, v: AdminReadingTextValues): Promise<ReadingTextRow> {
  return db
    .insertInto('reading_texts')
    .values(readingRow(v) as AdminReadingTextValues & { topics: string; target_words: string })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function adminUpdateReadingText(
  db: DbOrTrx,
  id: number,
  v: Partial<AdminReadingTextValues>,
  now: Date,
): Promise<ReadingTextRow | undefined> {
  return db
    .updateTable('reading_texts')
    .set({ ...readingRow(v), updated_at: now } as never)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export interface AdminReadingQuestionValues {
  position: number;
  question: string;
  question_type: string;
  options: string[];
  correct_answer: string[];
  explanation: string | null;
  target_word_text: string | null;
}

const questionRow = (q: AdminReadingQuestionValues) => ({
  ...q,
  options: JSON.stringify(q.options),
  correct_answer: JSON.stringify(q.correct_answer),
});

export async function adminInsertReadingQuestions(
  db: DbOrTrx,
  textId: number,
  qs: AdminReadingQuestionValues[],
): Promise<void> {
  if (qs.length === 0) return;
  await db
    .insertInto('reading_questions')
    .values(qs.map((q) => ({ ...questionRow(q), reading_text_id: textId })))
    .execute();
}

export async function adminUpdateReadingQuestion(
  db: DbOrTrx,
  textId: number,
  id: number,
  q: AdminReadingQuestionValues,
): Promise<void> {
  await db
    .updateTable('reading_questions')
    .set(questionRow(q))
    .where('id', '=', id)
    .where('reading_text_id', '=', textId)
    .execute();
}

/** Removes the text's questions that are not in `keepIds` (their learners' answers cascade). */
export async function adminDeleteReadingQuestionsExcept(
  db: DbOrTrx,
  textId: number,
  keepIds: number[],
): Promise<void> {
  let q = db.deleteFrom('reading_questions').where('reading_text_id', '=', textId);
  if (keepIds.length) q = q.where('id', 'not in', keepIds);
  await q.execute();
}
