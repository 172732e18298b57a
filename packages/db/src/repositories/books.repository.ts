import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, DbOrTrx, DualLanguageSegmentRow, DualLanguageTextRow } from '../schema/index.ts';

/** A book row with its segment count, whether any segment has audio, and (when asked) one learner's read count. */
export interface BookSummaryRow extends DualLanguageTextRow {
  total_segments: number;
  has_audio: boolean;
  read_segments: number;
}

type TextsEb = ExpressionBuilder<Database, 'dual_language_texts'>;

function summaryColumns(eb: TextsEb, userId: number | null) {
  return [
    eb
      .selectFrom('dual_language_segments as s')
      .select(sql<number>`count(*)::int`.as('n'))
      .whereRef('s.text_id', '=', 'dual_language_texts.id')
      .$asScalar()
      .$notNull()
      .as('total_segments'),
    eb
      .exists(
        eb
          .selectFrom('dual_language_segments as s')
          .select(sql`1`.as('one'))
          .whereRef('s.text_id', '=', 'dual_language_texts.id')
          .where('s.audio_url', 'is not', null),
      )
      .$castTo<boolean>()
      .as('has_audio'),
    userId === null
      ? sql<number>`0`.as('read_segments')
      : eb
          .selectFrom('user_read_segments as r')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('r.text_id', '=', 'dual_language_texts.id')
          .where('r.user_id', '=', userId)
          .$asScalar()
          .$notNull()
          .as('read_segments'),
  ] as const;
}

export interface BookQuery {
  /** Only published books (the learner side). */
  publishedOnly: boolean;
  /** Count this learner's read segments (else read_segments is 0). */
  userId?: number | null;
}

/** Books newest first, each with its counts. */
export function listBookSummaries(db: DbOrTrx, q: BookQuery): Promise<BookSummaryRow[]> {
  let query = db
    .selectFrom('dual_language_texts')
    .selectAll('dual_language_texts')
    .select((eb) => summaryColumns(eb, q.userId ?? null));
  if (q.publishedOnly) query = query.where('is_published', '=', true);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export function findBookSummary(db: DbOrTrx, id: number, q: BookQuery): Promise<BookSummaryRow | undefined> {
  let query = db
    .selectFrom('dual_language_texts')
    .selectAll('dual_language_texts')
    .select((eb) => summaryColumns(eb, q.userId ?? null))
    .where('id', '=', id);
  if (q.publishedOnly) query = query.where('is_published', '=', true);
  return query.executeTakeFirst();
}

export function findBook(db: DbOrTrx, id: number): Promise<DualLanguageTextRow | undefined> {
  return db.selectFrom('dual_language_texts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The book row locked for update (serialises segment appends of one book). */
export function lockBook(db: DbOrTrx, id: number): Promise<DualLanguageTextRow | undefined> {
  return db.selectFrom('dual_language_texts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function countSegments(db: DbOrTrx, textId: number): Promise<number> {
  const r = await db
    .selectFrom('dual_language_segments')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('text_id', '=', textId)
    .executeTakeFirstOrThrow();
  return r.n;
}

/** One page of a book's segments in reading order. */
export function listSegments(
  db: DbOrTrx,
  textId: number,
  page: { offset: number; limit: number },
): Promise<DualLanguageSegmentRow[]> {
  return db
    .selectFrom('dual_language_segments')
    .selectAll()
    .where('text_id', '=', textId)
    .orderBy('segment_order')
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export function findSegment(db: DbOrTrx, id: number): Promise<DualLanguageSegmentRow | undefined> {
  return db.selectFrom('dual_language_segments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A segment only when it belongs to that book and the book is published. */
export function findPublishedSegment(
  db: DbOrTrx,
  textId: number,
  segmentId: number,
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('dual_language_segments as s')
    .innerJoin('dual_language_texts as t', 't.id', 's.text_id')
    .select('s.id')
    .where('s.id', '=', segmentId)
    .where('s.text_id', '=', textId)
    .where('t.is_published', '=', true)
    .executeTakeFirst();
}

/** One learner's read segment ids of a book, in reading order. */
export async function readSegmentIds(db: DbOrTrx, userId: number, textId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('user_read_segments as r')
    .innerJoin('dual_language_segments as s', 's.id', 'r.segment_id')
    .select('r.segment_id')
    .where('r.user_id', '=', userId)
    .where('r.text_id', '=', textId)
    .orderBy('s.segment_order')
    .orderBy('s.id')
    .execute();
  return rows.map((r) => r.segment_id);
}

/** Marks a segment read; a repeat (also a concurrent one) does nothing. True when this call added the row. */
export async function markSegmentRead(
  db: DbOrTrx,
  userId: number,
  textId: number,
  segmentId: number,
): Promise<boolean> {
  const r = await db
    .insertInto('user_read_segments')
    .values({ user_id: userId, text_id: textId, segment_id: segmentId })
    .onConflict((oc) => oc.columns(['user_id', 'segment_id']).doNothing())
    .returning('segment_id')
    .executeTakeFirst();
  return r !== undefined;
}

/** Marks every segment of a book read in one statement (Mark as Finished); returns how many were new. */
export async function markAllSegmentsRead(db: DbOrTrx, userId: number, textId: number): Promise<number> {
  const r = await db
    .insertInto('user_read_segments')
    .columns(['user_id', 'text_id', 'segment_id'])
    .expression((eb) =>
      eb
        .selectFrom('dual_language_segments')
        .select([eb.val(userId).as('user_id'), eb.val(textId).as('text_id'), 'id'])
        .where('text_id', '=', textId),
    )
    .onConflict((oc) => oc.columns(['user_id', 'segment_id']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0);
}

/** Forgets one learner's progress in one book; returns how many read marks went. */
export async function deleteReadingProgress(db: DbOrTrx, userId: number, textId: number): Promise<number> {
  const r = await db
    .deleteFrom('user_read_segments')
    .where('user_id', '=', userId)
    .where('text_id', '=', textId)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

export interface NewBook {
  title_et: string;
  title_en: string;
  author: string;
  is_published: boolean;
  level?: string | null;
}

export interface NewSegment {
  segment_type: 'content' | 'chapter_header';
  estonian_content: string;
  english_content: string;
  audio_url: string | null;
  audio_duration?: number | null;
}

/** The first book (lowest id) with exactly these titles and author, if any: what a new book would duplicate. */
export async function findSameBook(
  db: DbOrTrx,
  book: Pick<NewBook, 'title_et' | 'title_en' | 'author'>,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('dual_language_texts')
    .select('id')
    .where('title_et', '=', book.title_et)
    .where('title_en', '=', book.title_en)
    .where('author', '=', book.author)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export function insertBook(db: DbOrTrx, book: NewBook): Promise<DualLanguageTextRow> {
  return db.insertInto('dual_language_texts').values(book).returningAll().executeTakeFirstOrThrow();
}

/** Inserts segments at the given positions (order values chosen by the caller). */
export function insertSegments(
  db: DbOrTrx,
  textId: number,
  segments: (NewSegment & { segment_order: number })[],
): Promise<DualLanguageSegmentRow[]> {
  if (segments.length === 0) return Promise.resolve([]);
  return db
    .insertInto('dual_language_segments')
    .values(segments.map((s) => ({ ...s, text_id: textId })))
    .returningAll()
    .execute();
}

export async function maxSegmentOrder(db: DbOrTrx, textId: number): Promise<number> {
  const r = await db
    .selectFrom('dual_language_segments')
    .select(sql<number>`coalesce(max(segment_order), 0)::int`.as('m'))
    .where('text_id', '=', textId)
    .executeTakeFirstOrThrow();
  return r.m;
}

export function updateBook(
  db: DbOrTrx,
  id: number,
  patch: Partial<Pick<DualLanguageTextRow, 'title_et' | 'title_en' | 'author' | 'level' | 'is_published'>>,
): Promise<DualLanguageTextRow | undefined> {
  return db
    .updateTable('dual_language_texts')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export function updateSegment(
  db: DbOrTrx,
  id: number,
  patch: Partial<
    Pick<
      DualLanguageSegmentRow,
      'segment_type' | 'estonian_content' | 'english_content' | 'audio_url' | 'audio_duration'
    >
  >,
): Promise<DualLanguageSegmentRow | undefined> {
  return db
    .updateTable('dual_language_segments')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** A book's segments in reading order: id and Estonian text (what the history names a segment by). */
export function segmentsInOrder(
  db: DbOrTrx,
  textId: number,
): Promise<{ id: number; estonian_content: string }[]> {
  return db
    .selectFrom('dual_language_segments')
    .select(['id', 'estonian_content'])
    .where('text_id', '=', textId)
    .orderBy('segment_order')
    .execute();
}

/** The ids of a book's segments in reading order. */
export async function segmentIdsInOrder(db: DbOrTrx, textId: number): Promise<number[]> {
  return (await segmentsInOrder(db, textId)).map((r) => r.id);
}

/**
 * Gives the book's segments the orders 1..n in the order of `ids` (every segment of the book, each once; checked by
 * the caller). Two statements, so the unique (text_id, segment_order) index never sees two segments at one place:
 * first to -position, then flipped. Run inside a transaction with the book locked.
 */
export async function renumberSegments(db: DbOrTrx, textId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`update dual_language_segments s set segment_order = -v.pos
    from unnest(${sql`array[${sql.join(ids)}]::int[]`}) with ordinality as v(id, pos)
    where s.id = v.id and s.text_id = ${textId}`.execute(db);
  await sql`update dual_language_segments set segment_order = -segment_order
    where text_id = ${textId} and segment_order < 0`.execute(db);
}

/** Deletes one segment (its learners' read marks go with it by cascade); false when it did not exist. */
export async function deleteSegment(db: DbOrTrx, id: number): Promise<boolean> {
  const r = await db.deleteFrom('dual_language_segments').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
