import {
  countSegments,
  type Db,
  type DualLanguageSegmentRow,
  deleteReadingProgress,
  findBookSummary,
  findPublishedSegment,
  listBookSummaries,
  listSegments,
  markAllSegmentsRead,
  markSegmentRead,
  readSegmentIds,
  type UserRow,
} from '@keelerada/db';
import { orderBooksForLearner, pageInfo } from '@keelerada/domain';
import { notFound } from '../../errors/app-error.ts';
import { type BookDto, type SegmentDto, type SegmentsPageDto, toBookDto, toSegmentDto } from './book-dto.ts';

export const BOOK_NOT_FOUND = 'Book not found';
export const SEGMENT_NOT_FOUND = 'Segment not found in this book';

/** Learner side of bilingual books (learner-app.md §7): drafts are invisible, as if they did not exist. */

/** The published books in the order the learner wants them: reading, then near their level (orderBooksForLearner). */
export async function listBooks(
  db: Db,
  user: Pick<UserRow, 'id' | 'current_level'>,
): Promise<{ texts: BookDto[] }> {
  const rows = await listBookSummaries(db, { publishedOnly: true, userId: user.id });
  return { texts: orderBooksForLearner(rows.map(toBookDto), user.current_level) };
}

export async function getBook(db: Db, userId: number, textId: number): Promise<BookDto> {
  const row = await findBookSummary(db, textId, { publishedOnly: true, userId });
  if (!row) throw notFound(BOOK_NOT_FOUND);
  return toBookDto(row);
}

/** One page of segments of any book (the caller decides whether drafts are allowed, and the segment's shape). */
export async function segmentsPage<S extends SegmentDto>(
  db: Db,
  textId: number,
  page: number,
  limit: number,
  toDto: (row: DualLanguageSegmentRow) => S,
): Promise<SegmentsPageDto<S>> {
  const total = await countSegments(db, textId);
  const rows = await listSegments(db, textId, { offset: (page - 1) * limit, limit });
  return {
    segments: rows.map(toDto),
    pagination: { ...pageInfo(page, limit, total), limit, totalSegments: total },
  };
}

async function mustBePublished(db: Db, textId: number): Promise<void> {
  const row = await findBookSummary(db, textId, { publishedOnly: true });
  if (!row) throw notFound(BOOK_NOT_FOUND);
}

export async function getSegments(
  db: Db,
  textId: number,
  page: number,
  limit: number,
): Promise<SegmentsPageDto> {
  await mustBePublished(db, textId);
  return segmentsPage(db, textId, page, limit, toSegmentDto);
}

export async function getReadingProgress(
  db: Db,
  userId: number,
  textId: number,
): Promise<{ textId: number; readSegmentIds: number[] }> {
  await mustBePublished(db, textId);
  return { textId, readSegmentIds: await readSegmentIds(db, userId, textId) };
}

/** Idempotent: a repeat (or twenty at once) answers success and leaves one row. */
export async function recordReadSegment(
  db: Db,
  userId: number,
  textId: number,
  segmentId: number,
): Promise<{ success: true; textId: number; segmentId: number; alreadyRead: boolean }> {
  const seg = await findPublishedSegment(db, textId, segmentId);
  if (!seg) {
    await mustBePublished(db, textId);
    throw notFound(SEGMENT_NOT_FOUND);
  }
  const added = await markSegmentRead(db, userId, textId, segmentId);
  return { success: true, textId, segmentId, alreadyRead: !added };
}

/** Mark as Finished: every segment of the book read, in one call (issue 19; §4 described one call per segment). */
export async function finishBook(
  db: Db,
  userId: number,
  textId: number,
): Promise<{ success: true; textId: number; addedSegments: number }> {
  await mustBePublished(db, textId);
  const n = await markAllSegmentsRead(db, userId, textId);
  return { success: true, textId, addedSegments: n };
}

export async function resetReadingProgress(
  db: Db,
  userId: number,
  textId: number,
): Promise<{ success: true; textId: number; deletedSegments: number }> {
  await mustBePublished(db, textId);
  const n = await deleteReadingProgress(db, userId, textId);
  return { success: true, textId, deletedSegments: n };
}
