import {
  type Db,
  deleteBookCascade,
  findBook,
  findBookSummary,
  findSegment,
  insertBook,
  insertSegments,
  listBookSummaries,
  lockBook,
  maxSegmentOrder,
  updateBook,
  updateSegment,
} from '@keelerada/db';
import type {
  CreateBookInput,
  CreateSegmentInput,
  UpdateBookInput,
  UpdateSegmentInput,
} from '@keelerada/domain';
import { notFound } from '../../errors/app-error.ts';
import {
  type AdminBookDto,
  type SegmentDto,
  type SegmentsPageDto,
  toAdminBookDto,
  toSegmentDto,
} from './book-dto.ts';
import { BOOK_NOT_FOUND, segmentsPage } from './books.service.ts';

/** Admin side of bilingual books (admin-back-office.md §3–§7): drafts included. */

export async function adminListBooks(db: Db): Promise<{ texts: AdminBookDto[] }> {
  const rows = await listBookSummaries(db, { publishedOnly: false });
  return { texts: rows.map(toAdminBookDto) };
}

export async function adminGetBook(db: Db, textId: number): Promise<AdminBookDto> {
  const row = await findBookSummary(db, textId, { publishedOnly: false });
  if (!row) throw notFound(BOOK_NOT_FOUND);
  return toAdminBookDto(row);
}

/** Creates the book and its sections (orders 1..n) in one transaction. */
export async function adminCreateBook(
  db: Db,
  input: CreateBookInput,
): Promise<AdminBookDto & { segments: SegmentDto[] }> {
  return db.transaction().execute(async (trx) => {
    const book = await insertBook(trx, {
      title_et: input.titleEt,
      title_en: input.titleEn,
      author: input.author,
      is_published: input.isPublished,
    });
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

export async function adminUpdateBook(db: Db, input: UpdateBookInput): Promise<AdminBookDto> {
  const updated = await updateBook(db, input.textId, {
    ...(input.titleEt !== undefined ? { title_et: input.titleEt } : {}),
    ...(input.titleEn !== undefined ? { title_en: input.titleEn } : {}),
    ...(input.author !== undefined ? { author: input.author } : {}),
    ...(input.isPublished !== undefined ? { is_published: input.isPublished } : {}),
  });
  if (!updated) throw notFound(BOOK_NOT_FOUND);
  return adminGetBook(db, input.textId);
}

/** Removes the book, its segments and every learner's progress in it, all or nothing. */
export async function adminDeleteBook(db: Db, textId: number): Promise<{ success: true; id: number }> {
  return db.transaction().execute(async (trx) => {
    const gone = await deleteBookCascade(trx, textId);
    if (!gone) throw notFound(BOOK_NOT_FOUND);
    return { success: true as const, id: textId };
  });
}

export async function adminGetSegments(
  db: Db,
  textId: number,
  page: number,
  limit: number,
): Promise<SegmentsPageDto> {
  if (!(await findBook(db, textId))) throw notFound(BOOK_NOT_FOUND);
  return segmentsPage(db, textId, page, limit);
}

/** Appends a segment after the book's last one (the book row is locked so concurrent appends queue up). */
export async function adminCreateSegment(db: Db, input: CreateSegmentInput): Promise<SegmentDto> {
  return db.transaction().execute(async (trx) => {
    if (!(await lockBook(trx, input.textId))) throw notFound(BOOK_NOT_FOUND);
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
    return toSegmentDto(row!);
  });
}

export async function adminUpdateSegment(db: Db, input: UpdateSegmentInput): Promise<SegmentDto> {
  const current = await findSegment(db, input.segmentId);
  if (!current) throw notFound('Segment not found');
  const audioChanged = input.audioUrl !== undefined && input.audioUrl !== current.audio_url;
  const row = await updateSegment(db, input.segmentId, {
    estonian_content: input.estonianContent,
    english_content: input.englishContent,
    ...(input.segmentType !== undefined ? { segment_type: input.segmentType } : {}),
    // a new clip's length is unknown until the content tooling measures it
    ...(audioChanged ? { audio_url: input.audioUrl ?? null, audio_duration: null } : {}),
  });
  if (!row) throw notFound('Segment not found');
  return toSegmentDto(row);
}
