import { z } from 'zod';
import { expectedUpdatedAt } from '../admin/common.ts';
import { CONTENT_LEVELS, levelMessage } from '../levels/levels.ts';
import { SEGMENT_LIMIT_MAX, SEGMENT_LIMIT_MIN, SEGMENTS_PER_PAGE } from './book-maths.ts';

/** Largest value of a Postgres integer column: bigger ids cannot exist. */
const INT4_MAX = 2_147_483_647;

/**
 * A positive whole number given as a number (tRPC) or a decimal string (REST path and query parameters).
 * Anything else — `abc`, `1.5`, `-1`, `0`, an array from a repeated query parameter — fails with `message`.
 */
export function positiveInt(message: string, max = INT4_MAX) {
  return z
    .union([z.number(), z.string().trim().regex(/^\d+$/, message)], { error: message })
    .transform((v) => Number(v))
    .pipe(z.number({ error: message }).int(message).min(1, message).max(max, message));
}

export const TEXT_ID_MESSAGE = 'Text id must be a positive whole number.';
export const SEGMENT_ID_MESSAGE = 'Segment id must be a positive whole number.';
export const PAGE_MESSAGE = 'Page must be a whole number of at least 1.';
export const LIMIT_MESSAGE = `Limit must be a whole number from ${SEGMENT_LIMIT_MIN} to ${SEGMENT_LIMIT_MAX}.`;

export const textIdSchema = positiveInt(TEXT_ID_MESSAGE);
export const segmentIdSchema = positiveInt(SEGMENT_ID_MESSAGE);

export const textIdInput = z.object({ textId: textIdSchema });
export type TextIdInput = z.infer<typeof textIdInput>;

/** `?page&limit` of a segments call: page ≥ 1 (default 1), limit 1–500 (default 4 for learners, 10 for admins). */
export function segmentsPageInput(defaultLimit: number) {
  return z.object({
    textId: textIdSchema,
    page: positiveInt(PAGE_MESSAGE).optional().default(1),
    limit: positiveInt(LIMIT_MESSAGE, SEGMENT_LIMIT_MAX).optional().default(defaultLimit),
  });
}
export const segmentsInput = segmentsPageInput(SEGMENTS_PER_PAGE);
export type SegmentsInput = z.input<typeof segmentsInput>;

/** POST /api/reading-progress. */
export const recordProgressInput = z.object({ textId: textIdSchema, segmentId: segmentIdSchema });
export type RecordProgressInput = z.infer<typeof recordProgressInput>;

// ---------------------------------------------------------------------------------------------------------------
// Admin (admin-back-office.md §5 Book create / Book edit)

export const SEGMENT_TYPES = ['content', 'chapter_header'] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];

export const BOOK_REQUIRED_MESSAGE =
  'Please fill in all required fields: English title, Estonian title, and author';
export const SEGMENT_CONTENT_MESSAGE = 'Please fill in all segment content fields';
export const SEGMENT_BOTH_CONTENTS_MESSAGE = 'Both English and Estonian content are required';
export const SEGMENTS_REQUIRED_MESSAGE = 'A book needs at least one section';
export const SEGMENT_TYPE_MESSAGE = 'Segment type must be content or chapter_header';
/**
 * The learner app plays audio from this site or over https only (its Content-Security-Policy is
 * `media-src 'self' https:`, and an https page may not load http media anyway), so an http:// URL is refused with a
 * message saying what to use instead (docs/decisions.md, "Book audio URLs").
 */
export const AUDIO_URL_MESSAGE = 'Audio URL must be an https:// URL or a path starting with /';
export const AUDIO_URL_HTTP_MESSAGE =
  'Audio URL must use https://, not http://: the learner app cannot play http:// audio. Use the https:// address or a path starting with /';

const TITLE_MAX = 300;
const AUTHOR_MAX = 200;
const CONTENT_MAX = 20_000;
export const SEGMENTS_PER_CREATE_MAX = 2000;

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

const titleEt = requiredText(
  BOOK_REQUIRED_MESSAGE,
  TITLE_MAX,
  `Estonian title must be at most ${TITLE_MAX} characters`,
);
const titleEn = requiredText(
  BOOK_REQUIRED_MESSAGE,
  TITLE_MAX,
  `English title must be at most ${TITLE_MAX} characters`,
);
const author = requiredText(
  BOOK_REQUIRED_MESSAGE,
  AUTHOR_MAX,
  `Author must be at most ${AUTHOR_MAX} characters`,
);

export const segmentTypeSchema = z.enum(SEGMENT_TYPES, { error: SEGMENT_TYPE_MESSAGE });

/** Why an audio URL (trimmed, not blank) cannot be stored, or null when it can: a path on this site or an https URL. */
export function audioUrlProblem(url: string): string | null {
  if (url.length <= 2000 && (/^\/(?!\/)\S*$/.test(url) || /^https:\/\/\S+$/i.test(url))) return null;
  return /^http:\/\//i.test(url) ? AUDIO_URL_HTTP_MESSAGE : AUDIO_URL_MESSAGE;
}

/** A path on this site or an https URL; empty or blank becomes null (admin-back-office.md §5). */
const audioUrlValue = z
  .union([z.string(), z.null()], { error: AUDIO_URL_MESSAGE })
  .transform((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null))
  .superRefine((v, ctx) => {
    const problem = v === null ? null : audioUrlProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
/** On create: missing means no audio. */
export const audioUrlSchema = audioUrlValue.optional().transform((v) => v ?? null);

const segmentContents = (message: string) => ({
  estonianContent: requiredText(
    message,
    CONTENT_MAX,
    `Segment content must be at most ${CONTENT_MAX} characters`,
  ),
  englishContent: requiredText(
    message,
    CONTENT_MAX,
    `Segment content must be at most ${CONTENT_MAX} characters`,
  ),
});

export const BOOK_LEVEL_MESSAGE = levelMessage(true);
/** A book's level: one of the content levels, or none (null; a blank string from a form is none too). */
const bookLevel = z
  .union([z.enum(CONTENT_LEVELS), z.literal(''), z.null()], { error: BOOK_LEVEL_MESSAGE })
  .transform((v) => (v === '' ? null : v));

/** POST /admin/dual-language-texts. New books are drafts unless isPublished is true. */
export const createBookInput = z.object({
  titleEt,
  titleEn,
  author,
  level: bookLevel.optional().transform((v) => v ?? null),
  isPublished: z.boolean({ error: 'isPublished must be true or false' }).optional().default(false),
  segments: z
    .array(
      z.object({
        ...segmentContents(SEGMENT_CONTENT_MESSAGE),
        segmentType: segmentTypeSchema.optional().default('content'),
        audioUrl: audioUrlSchema,
      }),
      { error: SEGMENTS_REQUIRED_MESSAGE },
    )
    .min(1, SEGMENTS_REQUIRED_MESSAGE)
    .max(SEGMENTS_PER_CREATE_MAX, `A book can be created with at most ${SEGMENTS_PER_CREATE_MAX} sections`),
  /** Create even when a book with the same titles and author exists (asked first, as for grammar exercises). */
  allowDuplicate: z.boolean({ error: 'allowDuplicate must be true or false.' }).optional(),
});
export type CreateBookInput = z.infer<typeof createBookInput>;

/**
 * PUT /admin/dual-language-texts/{id}: any of the four fields; present text fields must not be blank.
 * `expectedUpdatedAt`: the book's updated_at as the editor loaded it (a 409 if saved since).
 */
export const updateBookInput = z
  .object({
    textId: textIdSchema,
    expectedUpdatedAt,
    titleEt: titleEt.optional(),
    titleEn: titleEn.optional(),
    author: author.optional(),
    /** Missing keeps the level; null or '' clears it. */
    level: bookLevel.optional(),
    isPublished: z.boolean({ error: 'isPublished must be true or false' }).optional(),
  })
  .refine(
    (v) =>
      v.titleEt !== undefined ||
      v.titleEn !== undefined ||
      v.author !== undefined ||
      v.level !== undefined ||
      v.isPublished !== undefined,
    { message: 'Nothing to update: send titleEt, titleEn, author, level or isPublished.' },
  );
export type UpdateBookInput = z.infer<typeof updateBookInput>;

/** POST /admin/dual-language-texts/{id}/segments: appended after the last segment. */
export const createSegmentInput = z.object({
  textId: textIdSchema,
  ...segmentContents(SEGMENT_BOTH_CONTENTS_MESSAGE),
  segmentType: segmentTypeSchema.optional().default('content'),
  audioUrl: audioUrlSchema,
});
export type CreateSegmentInput = z.infer<typeof createSegmentInput>;

/** PUT /admin/dual-language-segments/{id}. `expectedUpdatedAt`: the segment's updatedAt as loaded (a 409 if saved since). */
export const updateSegmentInput = z.object({
  segmentId: segmentIdSchema,
  expectedUpdatedAt,
  ...segmentContents(SEGMENT_BOTH_CONTENTS_MESSAGE),
  /** Missing keeps the current type. */
  segmentType: segmentTypeSchema.optional(),
  /** Missing keeps the current audio; null or blank removes it. */
  audioUrl: audioUrlValue.optional(),
});
export type UpdateSegmentInput = z.infer<typeof updateSegmentInput>;

export const adminSegmentsInput = segmentsPageInput(10);

/** DELETE /admin/dual-language-segments/{id}. */
export const segmentIdInput = z.object({ segmentId: segmentIdSchema });

export const SEGMENT_ORDER_MESSAGE = 'segmentIds must list every segment of the book once, in the new order.';

/** PUT /admin/dual-language-texts/{id}/segment-order: every segment id of the book, in the new order. */
export const reorderSegmentsInput = z.object({
  textId: textIdSchema,
  segmentIds: z
    .array(segmentIdSchema, { error: SEGMENT_ORDER_MESSAGE })
    .min(1, SEGMENT_ORDER_MESSAGE)
    .max(5000, SEGMENT_ORDER_MESSAGE)
    .refine((ids) => new Set(ids).size === ids.length, SEGMENT_ORDER_MESSAGE),
});
export type ReorderSegmentsInput = z.infer<typeof reorderSegmentsInput>;

/**
 * PUT /admin/dual-language-segments/{id}/position: where the segment goes (1 = first). `expectedPosition` (where the
 * editor saw the segment) and `expectedNeighbourId` (the segment they saw at the target place) make a move from a
 * stale view a 409 instead of a move the wrong way; the admin app sends them, an API caller may leave them out.
 */
export const moveSegmentInput = z.object({
  segmentId: segmentIdSchema,
  position: positiveInt('Position must be a whole number of at least 1.'),
  expectedPosition: positiveInt('expectedPosition must be a whole number of at least 1.').optional(),
  expectedNeighbourId: positiveInt('expectedNeighbourId must be a positive whole number.').optional(),
});
export type MoveSegmentInput = z.infer<typeof moveSegmentInput>;
