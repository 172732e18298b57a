import {
  countSegments,
  type Db,
  type DbOrTrx,
  type DualLanguageTextRow,
  deleteSegment,
  findBook,
  findBookSummary,
  findSameBook,
  findSegment,
  insertBook,
  insertSegments,
  listBookSummaries,
  lockBook,
  maxSegmentOrder,
  renumberSegments,
  segmentIdsInOrder,
  segmentsInOrder,
  trashItems,
  updateBook,
  updateSegment,
} from '@keelerada/db';
import {
  type CreateBookInput,
  type CreateSegmentInput,
  duplicateBookMessage,
  type MoveSegmentInput,
  moveIsStale,
  moveTo,
  publishProblem,
  type ReorderSegmentsInput,
  SEGMENT_ORDER_CHANGED_MESSAGE,
  SEGMENT_ORDER_MESSAGE,
  segmentDeleteProblem,
  type UpdateBookInput,
  type UpdateSegmentInput,
} from '@keelerada/domain';
import { AppError, badRequest, notFound } from '../../errors/app-error.ts';
import { recordChange, recordItemEvents } from '../admin/history.service.ts';
import { lockUnchangedSince } from '../admin/item-version.ts';
import {
  type AdminBookDto,
  type AdminSegmentDto,
  type SegmentDto,
  type SegmentsPageDto,
  toAdminBookDto,
  toAdminSegmentDto,
  toSegmentDto,
} from './book-dto.ts';
import { BOOK_NOT_FOUND, segmentsPage } from './books.service.ts';

/** Admin side of bilingual books (admin-back-office.md §3–§7): drafts included. */

export const SEGMENT_NOT_FOUND = 'Segment not found';

/** Who changed what is recorded per book (issue #20); segment changes are the book's too. */
const BOOK_HISTORY_FIELDS = ['title_et', 'title_en', 'author', 'level', 'is_published'] as const;
const SEGMENT_HISTORY_FIELDS = ['segment_type', 'estonian_content', 'english_content', 'audio_url'] as const;

const historyItem = (b: Pick<DualLanguageTextRow, 'id' | 'title_et' | 'title_en'>) => ({
  kind: 'book' as const,
  id: b.id,
  label: `${b.title_et} / ${b.title_en}`,
});

/** The book row locked for a change to its segments; 404 when it is gone. */
async function lockedBook(trx: DbOrTrx, textId: number): Promise<DualLanguageTextRow> {
  const book = await lockBook(trx, textId);
  if (!book) throw notFound(BOOK_NOT_FOUND);
  return book;
}

export async function adminListBooks(db: Db): Promise<{ texts: AdminBookDto[] }> {
  const rows = await listBookSummaries(db, { publishedOnly: false });
  return { texts: rows.map(toAdminBookDto) };
}

export async function adminGetBook(db: Db, textId: number): Promise<AdminBookDto> {
  const row = await findBookSummary(db, textId, { publishedOnly: false });
  if (!row) throw notFound(BOOK_NOT_FOUND);
  return toAdminBookDto(row);
}

/**
 * Creates the book and its sections (orders 1..n) in one transaction. A book with exactly the titles and author of an
 * existing one is refused with a 409 naming it, unless `allowDuplicate` says the admin chose "Create anyway" (as for
 * grammar exercises).
 */
export async function adminCreateBook(
  db: Db,
  input: CreateBookInput,
  by: number | null = null,
  now: Date = new Date(),
): Promise<AdminBookDto & { segments: SegmentDto[] }> {
  return db.transaction().execute(async (trx) => {
    if (!input.allowDuplicate) {
      const same = await findSameBook(trx, {
        title_et: input.titleEt,
        title_en: input.titleEn,
        author: input.author,
      });
      if (same !== undefined) throw new AppError('CONFLICT', duplicateBookMessage(same));
    }
    const book = await insertBook(trx, {
      title_et: input.titleEt,
      title_en: input.titleEn,
      author: input.author,
      level: input.level,
      is_published: input.isPublished,
    });
    await recordItemEvents(trx, 'book', [historyItem(book)], 'create', by, now);
    const segments = await insertSegments(
      trx,
      book.id,
      input.segments.map((s, i) => ({
        segment_order: i + 1,
        segment_type: s.segmentType,
        estonian_content: s.estonianContent,
        english_content: s.englishContent,
        audio_url: s.audioUrl,
      })),
    );
    segments.sort((a, b) => a.segment_order - b.segment_order);
    return {
      ...toAdminBookDto({
        ...book,
        total_segments: segments.length,
        has_audio: segments.some((s) => s.audio_url !== null),
      }),
      segments: segments.map(toSegmentDto),
    };
  });
}

export async function adminUpdateBook(
  db: Db,
  input: UpdateBookInput,
  by: number | null = null,
  now: Date = new Date(),
): Promise<AdminBookDto> {
  await db.transaction().execute(async (trx) => {
    await lockUnchangedSince(trx, 'dual_language_texts', input.textId, input.expectedUpdatedAt);
    const before = await lockedBook(trx, input.textId);
    // a published book has at least one segment: publishing an empty one is refused, nothing written
    if (input.isPublished === true) {
      const problem = publishProblem({
        isPublished: true,
        segmentCount: await countSegments(trx, before.id),
      });
      if (problem) throw badRequest(problem);
    }
    const updated = await updateBook(trx, input.textId, {
      ...(input.titleEt !== undefined ? { title_et: input.titleEt } : {}),
      ...(input.titleEn !== undefined ? { title_en: input.titleEn } : {}),
      ...(input.author !== undefined ? { author: input.author } : {}),
      ...(input.level !== undefined ? { level: input.level } : {}),
      ...(input.isPublished !== undefined ? { is_published: input.isPublished } : {}),
    });
    if (!updated) throw notFound(BOOK_NOT_FOUND);
    await recordChange(trx, historyItem(updated), before, updated, BOOK_HISTORY_FIELDS, 'update', by, now);
  });
  return adminGetBook(db, input.textId);
}

/**
 * Moves the book to the trash with its segments and every learner's progress in it (restorable for 30 days with
 * all of it; learners no longer see it), all or nothing.
 */
export async function adminDeleteBook(
  db: Db,
  textId: number,
  by: number | null = null,
  now: Date = new Date(),
): Promise<{ success: true; id: number }> {
  return db.transaction().execute(async (trx) => {
    const book = await lockedBook(trx, textId);
    await recordItemEvents(trx, 'book', [historyItem(book)], 'delete', by, now);
    await trashItems(trx, 'book', [textId], by, now);
    return { success: true as const, id: textId };
  });
}

export async function adminGetSegments(
  db: Db,
  textId: number,
  page: number,
  limit: number,
): Promise<SegmentsPageDto<AdminSegmentDto>> {
  if (!(await findBook(db, textId))) throw notFound(BOOK_NOT_FOUND);
  return segmentsPage(db, textId, page, limit, toAdminSegmentDto);
}

/** Appends a segment after the book's last one (the book row is locked so concurrent appends queue up). */
export async function adminCreateSegment(
  db: Db,
  input: CreateSegmentInput,
  by: number | null = null,
  now: Date = new Date(),
): Promise<SegmentDto> {
  return db.transaction().execute(async (trx) => {
    const book = await lockedBook(trx, input.textId);
    const order = (await maxSegmentOrder(trx, input.textId)) + 1;
    const [row] = await insertSegments(trx, input.textId, [
      {
        segment_order: order,
        segment_type: input.segmentType,
        estonian_content: input.estonianContent,
        english_content: input.englishContent,
        audio_url: input.audioUrl,
      },
    ]);
    await updateBook(trx, input.textId, {});
    const changes = [{ field: `segment ${order}`, before: null, after: input.estonianContent }];
    await recordItemEvents(trx, 'book', [{ ...historyItem(book), changes }], 'segment create', by, now);
    return toSegmentDto(row!);
  });
}

export async function adminUpdateSegment(
  db: Db,
  input: UpdateSegmentInput,
  by: number | null = null,
  now: Date = new Date(),
): Promise<AdminSegmentDto> {
  return db.transaction().execute(async (trx) => {
    await lockUnchangedSince(trx, 'dual_language_segments', input.segmentId, input.expectedUpdatedAt);
    const current = await findSegment(trx, input.segmentId);
    if (!current) throw notFound(SEGMENT_NOT_FOUND);
    const book = await lockedBook(trx, current.text_id);
    const audioChanged = input.audioUrl !== undefined && input.audioUrl !== current.audio_url;
    const row = await updateSegment(trx, input.segmentId, {
      estonian_content: input.estonianContent,
      english_content: input.englishContent,
      ...(input.segmentType !== undefined ? { segment_type: input.segmentType } : {}),
      // a new clip's length is unknown until the content tooling measures it
      ...(audioChanged ? { audio_url: input.audioUrl ?? null, audio_duration: null } : {}),
    });
    if (!row) throw notFound(SEGMENT_NOT_FOUND);
    const named = (r: typeof row) =>
      Object.fromEntries(SEGMENT_HISTORY_FIELDS.map((f) => [`segment ${r.segment_order} ${f}`, r[f]]));
    const fields = Object.keys(named(row));
    await recordChange(trx, historyItem(book), named(current), named(row), fields, 'segment update', by, now);
    return toAdminSegmentDto(row);
  });
}

/**
 * Deletes a segment and closes the gap (the segments after it move up one), in one transaction with the book
 * locked. Learners' read marks on that segment go with it; their other marks stay.
 */
export async function adminDeleteSegment(
  db: Db,
  segmentId: number,
  by: number | null = null,
  now: Date = new Date(),
): Promise<{ success: true; textId: number; totalSegments: number }> {
  return db.transaction().execute(async (trx) => {
    const segment = await findSegment(trx, segmentId);
    if (!segment) throw notFound(SEGMENT_NOT_FOUND);
    const book = await lockedBook(trx, segment.text_id);
    const problem = segmentDeleteProblem({
      isPublished: book.is_published,
      segmentCount: await countSegments(trx, book.id),
    });
    if (problem) throw badRequest(problem);
    await deleteSegment(trx, segmentId);
    const rest = await segmentIdsInOrder(trx, book.id);
    await renumberSegments(trx, book.id, rest);
    await updateBook(trx, book.id, {});
    const changes = [
      { field: `segment ${segment.segment_order}`, before: segment.estonian_content, after: null },
    ];
    await recordItemEvents(trx, 'book', [{ ...historyItem(book), changes }], 'segment delete', by, now);
    return { success: true as const, textId: book.id, totalSegments: rest.length };
  });
}

const SEGMENT_NAME_MAX = 40;
const segmentName = (text: string) =>
  text.length > SEGMENT_NAME_MAX ? `${text.slice(0, SEGMENT_NAME_MAX - 1)}…` : text;

/**
 * Renumbers the book's segments to `next` when it differs from the current order, with a history row that names
 * each segment whose place changed ("place of 'Teine lause.' 3 → 2").
 */
async function applySegmentOrder(
  trx: DbOrTrx,
  book: DualLanguageTextRow,
  current: readonly { id: number; estonian_content: string }[],
  next: readonly number[],
  by: number | null,
  now: Date,
): Promise<void> {
  const changes = current
    .map((s, i) => ({ s, from: i + 1, to: next.indexOf(s.id) + 1 }))
    .filter((m) => m.from !== m.to)
    .sort((a, b) => a.to - b.to)
    .map((m) => ({ field: `place of '${segmentName(m.s.estonian_content)}'`, before: m.from, after: m.to }));
  if (changes.length === 0) return;
  await renumberSegments(trx, book.id, next);
  await updateBook(trx, book.id, {});
  await recordItemEvents(trx, 'book', [{ ...historyItem(book), changes }], 'segment reorder', by, now);
}

/**
 * Puts the book's segments in the given order (every segment id of the book, each once), in one transaction with
 * the book locked; learners' read marks follow their segments.
 */
export async function adminReorderSegments(
  db: Db,
  input: ReorderSegmentsInput,
  by: number | null = null,
  now: Date = new Date(),
): Promise<{ success: true; segmentIds: number[] }> {
  return db.transaction().execute(async (trx) => {
    const book = await lockedBook(trx, input.textId);
    const current = await segmentsInOrder(trx, book.id);
    const own = new Set(current.map((s) => s.id));
    if (input.segmentIds.length !== current.length || !input.segmentIds.every((id) => own.has(id)))
      throw badRequest(SEGMENT_ORDER_MESSAGE);
    await applySegmentOrder(trx, book, current, input.segmentIds, by, now);
    return { success: true as const, segmentIds: input.segmentIds };
  });
}

/**
 * Moves one segment to `position` (1 = first; past the end = last), the others keeping their order; one
 * transaction with the book locked. What the editor's Move up / Move down buttons call: they also send where they
 * saw the segment and its neighbour, and a move from a view that is no longer true is a 409 with nothing written
 * (an absolute place computed from a stale page could move the segment the wrong way).
 */
export async function adminMoveSegment(
  db: Db,
  input: MoveSegmentInput,
  by: number | null = null,
  now: Date = new Date(),
): Promise<{ success: true; segmentIds: number[] }> {
  return db.transaction().execute(async (trx) => {
    const segment = await findSegment(trx, input.segmentId);
    if (!segment) throw notFound(SEGMENT_NOT_FOUND);
    const book = await lockedBook(trx, segment.text_id);
    const current = await segmentsInOrder(trx, book.id);
    const ids = current.map((s) => s.id);
    if (moveIsStale(ids, segment.id, input.position, input))
      throw new AppError('CONFLICT', SEGMENT_ORDER_CHANGED_MESSAGE);
    const next = moveTo(ids, segment.id, input.position);
    await applySegmentOrder(trx, book, current, next, by, now);
    return { success: true as const, segmentIds: next };
  });
}
