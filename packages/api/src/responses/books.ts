import { z } from 'zod';
import type {
  adminCreateBook,
  adminDeleteBook,
  adminDeleteSegment,
  adminGetSegments,
  adminListBooks,
  adminMoveSegment,
  adminReorderSegments,
} from '../services/books/admin-books.service.ts';
import type {
  AdminBookDto,
  AdminSegmentDto,
  BookDto,
  SegmentDto,
  SegmentsPageDto,
} from '../services/books/book-dto.ts';
import type {
  finishBook,
  getReadingProgress,
  listBooks,
  recordReadSegment,
  resetReadingProgress,
} from '../services/books/books.service.ts';
import { instant, int, named, type Result, success } from './common.ts';

/** learner-app.md §3 Dual-language text. */
export const book = named(
  'Book',
  z.strictObject({
    id: int,
    titleEt: z.string(),
    titleEn: z.string(),
    author: z.string(),
    level: z.string().nullable(),
    totalSegments: int,
    hasAudio: z.boolean(),
    createdAt: instant,
    readingProgress: z.strictObject({
      hasStarted: z.boolean(),
      progressPercentage: z.number(),
      readSegments: int,
    }),
  }),
) satisfies z.ZodType<BookDto>;

export const booksResponse = z.strictObject({ texts: z.array(book) }) satisfies z.ZodType<
  Result<typeof listBooks>
>;

/** learner-app.md §3 Segment. */
export const segment = named(
  'Segment',
  z.strictObject({
    id: int,
    segmentOrder: int,
    segmentType: z.enum(['content', 'chapter_header']),
    estonianContent: z.string(),
    englishContent: z.string(),
    audioUrl: z.string().nullable(),
    audioDuration: z.number().nullable(),
  }),
) satisfies z.ZodType<SegmentDto>;

export const segmentsPageResponse = z.strictObject({
  segments: z.array(segment),
  pagination: z.strictObject({
    page: int,
    totalPages: int,
    hasNextPage: z.boolean(),
    hasPreviousPage: z.boolean(),
    limit: int,
    totalSegments: int,
  }),
}) satisfies z.ZodType<SegmentsPageDto>;

/** A segment on the admin screens: plus the version its edit is checked against (`expectedUpdatedAt`). */
export const adminSegment = segment.extend({ updatedAt: instant }) satisfies z.ZodType<AdminSegmentDto>;

export const adminSegmentsPageResponse = segmentsPageResponse.extend({
  segments: z.array(adminSegment),
}) satisfies z.ZodType<Result<typeof adminGetSegments>>;

export const readingProgressIdsResponse = z.strictObject({
  textId: int,
  readSegmentIds: z.array(int),
}) satisfies z.ZodType<Result<typeof getReadingProgress>>;

export const markReadResponse = z.strictObject({
  success,
  textId: int,
  segmentId: int,
  alreadyRead: z.boolean(),
}) satisfies z.ZodType<Result<typeof recordReadSegment>>;

export const finishBookResponse = z.strictObject({
  success,
  textId: int,
  addedSegments: int,
}) satisfies z.ZodType<Result<typeof finishBook>>;

export const resetProgressResponse = z.strictObject({
  success,
  textId: int,
  deletedSegments: int,
}) satisfies z.ZodType<Result<typeof resetReadingProgress>>;

/** admin-back-office.md §3 Bilingual book. */
const adminBookFields = {
  id: int,
  titleEt: z.string(),
  titleEn: z.string(),
  author: z.string(),
  level: z.string().nullable(),
  isPublished: z.boolean(),
  totalSegments: int,
  hasAudio: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
};
export const adminBook = named(
  'AdminBook',
  z.strictObject(adminBookFields),
) satisfies z.ZodType<AdminBookDto>;

export const adminBooksResponse = z.strictObject({ texts: z.array(adminBook) }) satisfies z.ZodType<
  Result<typeof adminListBooks>
>;

export const adminCreatedBookResponse = z.strictObject({
  ...adminBookFields,
  segments: z.array(segment),
}) satisfies z.ZodType<Result<typeof adminCreateBook>>;

export const adminDeletedBookResponse = z.strictObject({ success, id: int }) satisfies z.ZodType<
  Result<typeof adminDeleteBook>
>;

/** DELETE /admin/dual-language-segments/:segmentId (issue #20): the segments after it moved up. */
export const deletedSegmentResponse = z.strictObject({
  success,
  textId: int,
  totalSegments: int,
}) satisfies z.ZodType<Result<typeof adminDeleteSegment>>;

/** A segment moved or the book reordered (issue #20): the book's segment ids in their new order. */
export const segmentOrderResponse = z.strictObject({
  success,
  segmentIds: z.array(int),
}) satisfies z.ZodType<Result<typeof adminReorderSegments>> & z.ZodType<Result<typeof adminMoveSegment>>;
