/**
 * Rules of a book's life in the back office that both the server (which enforces them) and the admin app (which
 * explains them) need: an empty book is never published, a segment move from a stale view is refused, exact
 * duplicates are asked about first.
 */

export const EMPTY_BOOK_PUBLISH_MESSAGE =
  'A book with no segments cannot be published. Add a segment first, then publish it.';
export const LAST_SEGMENT_OF_PUBLISHED_BOOK_MESSAGE =
  'This is the only segment of a published book, and a published book cannot be empty. Add another segment first, or unpublish the book.';
export const SEGMENT_ORDER_CHANGED_MESSAGE =
  'The order changed since you opened the book. Reload to see it, then move the segment again.';

/** The warning shown before creating a second book with the same titles and author (the admin may create it anyway). */
export const duplicateBookMessage = (existingId: number) =>
  `A book with the same Estonian title, English title and author already exists (#${existingId}). Press "Create anyway" to add it all the same.`;

/** Why a book with these values cannot be saved as published, or null when it can. */
export function publishProblem(book: { isPublished: boolean; segmentCount: number }): string | null {
  return book.isPublished && book.segmentCount < 1 ? EMPTY_BOOK_PUBLISH_MESSAGE : null;
}

/** Why one of the book's segments cannot be deleted, or null when it can (a published book keeps at least one). */
export function segmentDeleteProblem(book: { isPublished: boolean; segmentCount: number }): string | null {
  return book.isPublished && book.segmentCount <= 1 ? LAST_SEGMENT_OF_PUBLISHED_BOOK_MESSAGE : null;
}

/** What the editor saw when asking for a move: where the segment was and which segment was at the target place. */
export interface MoveExpectation {
  /** The place (1 = first) the editor saw the segment at. */
  expectedPosition?: number | undefined;
  /** The segment the editor saw at the target place (the one the move swaps with), when they saw it. */
  expectedNeighbourId?: number | undefined;
}

/**
 * Whether a move of `segmentId` to `position` was asked for from a view of the order that is no longer true: the
 * segment is not where the editor saw it, or another segment now stands at the target place. Without expectations
 * nothing is checked (an API caller that states no view gets the absolute move).
 */
export function moveIsStale(
  currentIds: readonly number[],
  segmentId: number,
  position: number,
  seen: MoveExpectation,
): boolean {
  if (seen.expectedPosition !== undefined && currentIds[seen.expectedPosition - 1] !== segmentId) return true;
  if (seen.expectedNeighbourId !== undefined) {
    const target = Math.min(Math.max(1, Math.trunc(position)), currentIds.length);
    if (currentIds[target - 1] !== seen.expectedNeighbourId) return true;
  }
  return false;
}
