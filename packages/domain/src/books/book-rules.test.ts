import { describe, expect, it } from 'vitest';
import { pageOfPlace } from './book-maths.ts';
import {
  duplicateBookMessage,
  EMPTY_BOOK_PUBLISH_MESSAGE,
  LAST_SEGMENT_OF_PUBLISHED_BOOK_MESSAGE,
  moveIsStale,
  publishProblem,
  segmentDeleteProblem,
} from './book-rules.ts';

describe('publishProblem', () => {
  it('refuses a published book with no segments and nothing else', () => {
    expect(publishProblem({ isPublished: true, segmentCount: 0 })).toBe(EMPTY_BOOK_PUBLISH_MESSAGE);
    expect(publishProblem({ isPublished: true, segmentCount: 1 })).toBeNull();
    expect(publishProblem({ isPublished: false, segmentCount: 0 })).toBeNull();
  });
});

describe('segmentDeleteProblem', () => {
  it('keeps the last segment of a published book, and lets a draft become empty', () => {
    expect(segmentDeleteProblem({ isPublished: true, segmentCount: 1 })).toBe(
      LAST_SEGMENT_OF_PUBLISHED_BOOK_MESSAGE,
    );
    expect(segmentDeleteProblem({ isPublished: true, segmentCount: 2 })).toBeNull();
    expect(segmentDeleteProblem({ isPublished: false, segmentCount: 1 })).toBeNull();
  });
});

describe('moveIsStale', () => {
  const ids = [10, 20, 30, 40, 50];

  it('accepts a move from a view that is still true', () => {
    expect(moveIsStale(ids, 30, 2, { expectedPosition: 3, expectedNeighbourId: 20 })).toBe(false);
    expect(moveIsStale(ids, 30, 4, { expectedPosition: 3, expectedNeighbourId: 40 })).toBe(false);
    // the first segment of a page moving up: the neighbour is on the page before and was not seen
    expect(moveIsStale(ids, 30, 2, { expectedPosition: 3 })).toBe(false);
  });

  it('refuses a move when the segment is no longer where the editor saw it (it would go the wrong way)', () => {
    // the editor saw 30 at place 5 and pressed Move up (to 4); it is at 3 now, so "to 4" would move it down
    expect(moveIsStale(ids, 30, 4, { expectedPosition: 5 })).toBe(true);
  });

  it('refuses a move when another segment now stands at the target place', () => {
    // 10 and 20 swapped since: 30 is still at 3, but Move up would now pass 10, not 20
    expect(moveIsStale([20, 10, 30, 40, 50], 30, 2, { expectedPosition: 3, expectedNeighbourId: 20 })).toBe(
      true,
    );
  });

  it('checks nothing without expectations (an API caller asking for an absolute place)', () => {
    expect(moveIsStale(ids, 30, 1, {})).toBe(false);
  });

  it('compares the neighbour at the clamped target place', () => {
    expect(moveIsStale(ids, 10, 99, { expectedNeighbourId: 50 })).toBe(false);
  });
});

describe('duplicateBookMessage', () => {
  it('names the existing book and the way out', () => {
    expect(duplicateBookMessage(7)).toBe(
      'A book with the same Estonian title, English title and author already exists (#7). Press "Create anyway" to add it all the same.',
    );
  });
});

describe('pageOfPlace', () => {
  it('gives the page that shows a place', () => {
    expect(pageOfPlace(1, 10)).toBe(1);
    expect(pageOfPlace(10, 10)).toBe(1);
    expect(pageOfPlace(11, 10)).toBe(2);
    expect(pageOfPlace(53, 10)).toBe(6);
    expect(pageOfPlace(0, 10)).toBe(1);
  });
});
