/**
 * Bilingual-book maths (learner-app.md §4 Reader, §9 Reader constants). Pure functions shared by the server
 * (reading progress in the list) and learner-web (reader paging, reading time, text size).
 */

/** Segments the reader shows on one page. */
export const SEGMENTS_PER_PAGE = 4;

/** Bounds of the segments `limit` query parameter (admin screens ask for 10, Mark as Finished for "all"). */
export const SEGMENT_LIMIT_MIN = 1;
export const SEGMENT_LIMIT_MAX = 500;

/** Reader text size: a scale factor from 0.8 to 1.5 in steps of 0.1, default 1 (100%). */
export const TEXT_SIZE_MIN = 0.8;
export const TEXT_SIZE_MAX = 1.5;
export const TEXT_SIZE_STEP = 0.1;
export const TEXT_SIZE_DEFAULT = 1;

/** Font sizes in rem at text size 1: chapter headings 1.5 (narrow) / 2.25 (wide), body 1.125. */
export const CHAPTER_HEADING_REM_NARROW = 1.5;
export const CHAPTER_HEADING_REM_WIDE = 2.25;
export const BODY_REM = 1.125;

const nonNegInt = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** Pages of a book or of a segment list: ceil(total / perPage); 0 segments make 0 pages. */
export function totalPages(totalSegments: number, perPage: number = SEGMENTS_PER_PAGE): number {
  const total = nonNegInt(totalSegments);
  const per = Math.max(1, nonNegInt(perPage));
  return Math.ceil(total / per);
}

/**
 * The page the reader opens at: where the learner stopped, the first page with an unread segment: floor(read / 4) + 1,
 * as Next records a page's segments in order (2 pages read, 8 segments: page 3). Page 1 when nothing has been read;
 * the last page when every segment is (never past it). learner-app.md §4 said ceil(read / 4), the last page already
 * finished, so a book reopened one page behind (learner report, defect 15).
 */
export function openingPage(readSegments: number, totalSegments?: number): number {
  const read = nonNegInt(readSegments);
  const page = Math.floor(read / SEGMENTS_PER_PAGE) + 1;
  if (totalSegments === undefined) return page;
  return Math.max(1, Math.min(page, totalPages(totalSegments)));
}

/** Whole pages read, shown on a started book's card: floor(read / 4). */
export function pagesRead(readSegments: number): number {
  return Math.floor(nonNegInt(readSegments) / SEGMENTS_PER_PAGE);
}

/** round(read / total × 100), 0 for an empty book, never above 100. */
export function progressPercentage(readSegments: number, totalSegments: number): number {
  const total = nonNegInt(totalSegments);
  if (total === 0) return 0;
  return Math.min(100, Math.round((nonNegInt(readSegments) / total) * 100));
}

export interface ReadingProgressSummary {
  hasStarted: boolean;
  progressPercentage: number;
  readSegments: number;
}

export function readingProgress(readSegments: number, totalSegments: number): ReadingProgressSummary {
  const read = nonNegInt(readSegments);
  return {
    hasStarted: read > 0,
    progressPercentage: progressPercentage(read, totalSegments),
    readSegments: read,
  };
}

export type BookState = 'not_started' | 'started' | 'completed';

/** Not started (nothing read), completed (progress 100%), otherwise started (learner-app.md §4 Book states). */
export function bookState(
  progress: Pick<ReadingProgressSummary, 'hasStarted' | 'progressPercentage'>,
): BookState {
  if (progress.progressPercentage >= 100) return 'completed';
  return progress.hasStarted ? 'started' : 'not_started';
}

/** Estimated reading time in minutes: one minute per segment, ceil(totalSegments). */
export function readingTimeMinutes(totalSegments: number): number {
  return Number.isFinite(totalSegments) && totalSegments > 0 ? Math.ceil(totalSegments) : 0;
}

/** `~N m` under an hour, `~H h M m` from an hour on. */
export function formatReadingTime(minutes: number): string {
  const m = Number.isFinite(minutes) && minutes > 0 ? Math.ceil(minutes) : 0;
  if (m < 60) return `~${m} m`;
  return `~${Math.floor(m / 60)} h ${m % 60} m`;
}

/** Clamps to 0.8–1.5 and snaps to the 0.1 grid (so 0.1 steps never drift: 0.8 + 0.1 + 0.1 = 1). */
export function clampTextSize(size: number): number {
  if (!Number.isFinite(size)) return TEXT_SIZE_DEFAULT;
  const snapped = Math.round(size * 10) / 10;
  return Math.min(TEXT_SIZE_MAX, Math.max(TEXT_SIZE_MIN, snapped));
}

/** One step up (+1) or down (-1), clamped. */
export function stepTextSize(size: number, direction: 1 | -1): number {
  return clampTextSize(clampTextSize(size) + direction * TEXT_SIZE_STEP);
}

/** Parses a remembered text size; anything unreadable falls back to the default. */
export function parseTextSize(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || raw.trim() === '') return TEXT_SIZE_DEFAULT;
  const n = Number(raw);
  return Number.isFinite(n) ? clampTextSize(n) : TEXT_SIZE_DEFAULT;
}

/** "100%" for 1, "120%" for 1.2. */
export function textSizeLabel(size: number): string {
  return `${Math.round(clampTextSize(size) * 100)}%`;
}

export interface PageInfo {
  page: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** Pagination object of a segments response for `total` segments at `limit` a page. */
export function pageInfo(page: number, limit: number, total: number): PageInfo {
  const pages = totalPages(total, limit);
  return { page, totalPages: pages, hasNextPage: page < pages, hasPreviousPage: page > 1 };
}

/** Ids among `pageSegmentIds` not yet in `read`, in page order. */
export function unreadIds(pageSegmentIds: readonly number[], read: ReadonlySet<number>): number[] {
  return pageSegmentIds.filter((id) => !read.has(id));
}

/** `ids` with `id` moved to `position` (1-based, clamped to the list), the others in their order. */
export function moveTo(ids: readonly number[], id: number, position: number): number[] {
  const rest = ids.filter((x) => x !== id);
  if (rest.length === ids.length) return [...ids];
  const at = Math.min(Math.max(1, Math.trunc(position)), ids.length) - 1;
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/** The page (1-based) that shows the segment at `place` (1 = first) when pages hold `perPage` segments. */
export function pageOfPlace(place: number, perPage: number): number {
  return Math.max(1, Math.ceil(nonNegInt(place) / Math.max(1, nonNegInt(perPage))));
}
