import { sql } from 'kysely';
import type { DbOrTrx, ReadingQuestionRow, ReadingTextRow } from '../schema/index.ts';

export type ReadingTextForLearner = ReadingTextRow & { is_completed: boolean };

/**
 * Reading texts of the given levels for a learner, the ones to read next first: texts they have not touched (no
 * progress, no answered question), then texts begun but not completed, then completed ones; within each, by the
 * order of `levels` (most preferred first), then least recently read, then oldest first. A text whose questions
 * were all answered in /read without pressing Continue is not completed, but it was just read: it goes after every
 * untouched text (learner report D6). Nothing is left out, so a learner who has read everything gets one again.
 */
export async function listReadingTextsForLearner(
  db: DbOrTrx,
  userId: number,
  levels: string[],
  limit: number,
): Promise<ReadingTextForLearner[]> {
  if (levels.length === 0) return [];
  const r = await sql<ReadingTextForLearner>`
    select rt.*, coalesce(p.is_completed, false) as is_completed
    from reading_texts rt
    left join reading_text_progress p on p.reading_text_id = rt.id and p.user_id = ${userId}
    left join lateral (
      select max(qr.created_at) as answered_at
      from question_responses qr join reading_questions q on q.id = qr.question_id
      where qr.user_id = ${userId} and q.reading_text_id = rt.id
    ) a on true
    where rt.level in (${sql.join(levels)})
    order by coalesce(p.is_completed, false),
      (p.user_id is not null or a.answered_at is not null),
      array_position(${sql.val(levels)}::text[], rt.level),
      greatest(p.updated_at, a.answered_at) nulls first,
      rt.id
    limit ${limit}`.execute(db);
  return r.rows;
}

export function listQuestionsOfTexts(db: DbOrTrx, textIds: number[]): Promise<ReadingQuestionRow[]> {
  if (textIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reading_questions')
    .selectAll()
    .where('reading_text_id', 'in', textIds)
    .orderBy('reading_text_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findReadingText(db: DbOrTrx, id: number): Promise<ReadingTextRow | undefined> {
  return db.selectFrom('reading_texts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findReadingTexts(db: DbOrTrx, ids: number[]): Promise<ReadingTextRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('reading_texts').selectAll().where('id', 'in', ids).execute();
}

export function findReadingQuestion(db: DbOrTrx, id: number): Promise<ReadingQuestionRow | undefined> {
  return db.selectFrom('reading_questions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertQuestionResponse(
  db: DbOrTrx,
  r: { user_id: number; question_id: number; user_answer: string; is_correct: boolean },
): Promise<void> {
  await db.insertInto('question_responses').values(r).execute();
}

/** Questions of a text whose latest response by the learner was correct. */
export async function countCorrectlyAnsweredQuestions(
  db: DbOrTrx,
  userId: number,
  textId: number,
): Promise<number> {
  const r = await sql<{ n: number }>`
    select count(*)::int as n from (
      select distinct on (qr.question_id) qr.is_correct
      from question_responses qr join reading_questions q on q.id = qr.question_id
      where qr.user_id = ${userId} and q.reading_text_id = ${textId}
      order by qr.question_id, qr.created_at desc, qr.id desc
    ) latest where latest.is_correct`.execute(db);
  return r.rows[0]?.n ?? 0;
}

/** Records progress on a text; once completed it stays completed. */
export function upsertReadingProgress(
  db: DbOrTrx,
  p: {
    user_id: number;
    reading_text_id: number;
    is_completed: boolean;
    questions_answered: number;
    questions_correct: number;
    now: Date;
  },
) {
  const { now, ...values } = p;
  return db
    .insertInto('reading_text_progress')
    .values({ ...values, updated_at: now, completed_at: p.is_completed ? now : null })
    .onConflict((oc) =>
      oc.columns(['user_id', 'reading_text_id']).doUpdateSet((eb) => ({
        is_completed: sql<boolean>`reading_text_progress.is_completed or ${eb.ref('excluded.is_completed')}`,
        questions_answered: eb.ref('excluded.questions_answered'),
        questions_correct: eb.ref('excluded.questions_correct'),
        updated_at: eb.ref('excluded.updated_at'),
        completed_at: sql<Date | null>`coalesce(reading_text_progress.completed_at, ${eb.ref('excluded.completed_at')})`,
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
