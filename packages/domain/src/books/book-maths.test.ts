import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookState,
  clampTextSize,
  formatReadingTime,
  moveTo,
  openingPage,
  pageInfo,
  pagesRead,
  parseTextSize,
  progressPercentage,
  readingProgress,
  readingTimeMinutes,
  stepTextSize,
  textSizeLabel,
  totalPages,
  unreadIds,
} from './book-maths.ts';

describe('totalPages', () => {
  it.each([
    [0, 0],
    [1, 1],
    [4, 1],
    [5, 2],
    [8, 2],
    [63, 16],
  ])('%i segments make %i pages of 4', (n, pages) => expect(totalPages(n)).toBe(pages));

  it('uses another page size when given', () => {
    expect(totalPages(21, 10)).toBe(3);
    expect(totalPages(10, 500)).toBe(1);
  });

  it('treats nonsense as 0', () => {
    expect(totalPages(-3)).toBe(0);
    expect(totalPages(Number.NaN)).toBe(0);
  });
});

describe('openingPage', () => {
  // where the learner stopped: the first page with an unread segment (defect 15: it was ceil(read / 4), the last
  // page already finished, so a book reopened one page behind)
  it.each([
    [0, 1],
    [1, 1],
    [3, 1],
    [4, 2],
    [5, 2],
    [8, 3],
    [9, 3],
  ])('with %i read opens page %i', (read, page) => expect(openingPage(read)).toBe(page));

  it('reopens on the page the learner went on to, not the one they finished (the report: Page 3 of 15)', () => {
    // two pages read with Next (8 segments) of a 60-segment book: the learner was on page 3
    expect(openingPage(8, 60)).toBe(3);
    expect(openingPage(4, 60)).toBe(2);
  });

  it('opens the last page when every segment is read, and never past it', () => {
    expect(openingPage(60, 60)).toBe(15);
    expect(openingPage(9, 9)).toBe(3);
    expect(openingPage(8, 8)).toBe(2);
    expect(openingPage(12, 9)).toBe(3);
    expect(openingPage(0, 0)).toBe(1);
  });

  it('opens the page of the first unread segment when the pages were read in order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 400 }), (total, n) => {
        const read = Math.min(n, total);
        const page = openingPage(read, total);
        const pages = totalPages(total);
        expect(page).toBeGreaterThanOrEqual(1);
        expect(page).toBeLessThanOrEqual(pages);
        if (read < total) {
          // segment read + 1 (1-based) is the first unread one, and it is on the page opened
          expect(page).toBe(Math.ceil((read + 1) / 4));
        } else {
          expect(page).toBe(pages);
        }
      }),
    );
  });
});

describe('pagesRead and progressPercentage', () => {
  it.each([
    [0, 0],
    [3, 0],
    [4, 1],
    [7, 1],
    [8, 2],
  ])('%i read segments are %i whole pages', (read, pages) => expect(pagesRead(read)).toBe(pages));

  it.each([
    [0, 10, 0],
    [1, 3, 33],
    [2, 3, 67],
    [5, 10, 50],
    [10, 10, 100],
    [3, 0, 0],
  ])('%i of %i is %i%%', (read, total, pct) => expect(progressPercentage(read, total)).toBe(pct));

  it('never goes above 100', () => {
    expect(progressPercentage(12, 10)).toBe(100);
  });

  it('summarises progress and derives the card state', () => {
    expect(readingProgress(0, 10)).toEqual({ hasStarted: false, progressPercentage: 0, readSegments: 0 });
    expect(readingProgress(4, 10)).toEqual({ hasStarted: true, progressPercentage: 40, readSegments: 4 });
    expect(bookState(readingProgress(0, 10))).toBe('not_started');
    expect(bookState(readingProgress(4, 10))).toBe('started');
    expect(bookState(readingProgress(10, 10))).toBe('completed');
  });
});

describe('reading time', () => {
  it('is one minute per segment', () => {
    expect(readingTimeMinutes(0)).toBe(0);
    expect(readingTimeMinutes(52)).toBe(52);
    expect(readingTimeMinutes(2.2)).toBe(3);
  });

  it.each([
    [0, '~0 m'],
    [1, '~1 m'],
    [59, '~59 m'],
    [60, '~1 h 0 m'],
    [63, '~1 h 3 m'],
    [125, '~2 h 5 m'],
  ])('%i minutes read as %s', (m, s) => expect(formatReadingTime(m)).toBe(s));
});

describe('text size', () => {
  it('clamps to 0.8–1.5 on the 0.1 grid', () => {
    expect(clampTextSize(0.5)).toBe(0.8);
    expect(clampTextSize(2)).toBe(1.5);
    expect(clampTextSize(1.04)).toBe(1);
    expect(clampTextSize(Number.NaN)).toBe(1);
  });

  it('steps by 0.1 without drifting and stops at the bounds', () => {
    let s = 0.8;
    const seen = [s];
    for (let i = 0; i < 10; i++) {
      s = stepTextSize(s, 1);
      seen.push(s);
    }
    expect(seen).toEqual([0.8, 0.9, 1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.5, 1.5, 1.5]);
    expect(stepTextSize(0.8, -1)).toBe(0.8);
    expect(stepTextSize(1, -1)).toBe(0.9);
  });

  it('stays in range for any sequence of steps', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<1 | -1>(1, -1)), (steps) => {
        const end = steps.reduce<number>((s, d) => stepTextSize(s, d), 1);
        return end >= 0.8 && end <= 1.5 && Math.round(end * 10) / 10 === end;
      }),
    );
  });

  it('reads a remembered value and labels it', () => {
    expect(parseTextSize(null)).toBe(1);
    expect(parseTextSize('1.3')).toBe(1.3);
    expect(parseTextSize('9')).toBe(1.5);
    expect(parseTextSize('big')).toBe(1);
    expect(textSizeLabel(1)).toBe('100%');
    expect(textSizeLabel(1.2)).toBe('120%');
    expect(textSizeLabel(0.8)).toBe('80%');
  });
});

describe('pageInfo and unreadIds', () => {
  it('describes the edges', () => {
    expect(pageInfo(1, 4, 0)).toEqual({ page: 1, totalPages: 0, hasNextPage: false, hasPreviousPage: false });
    expect(pageInfo(1, 4, 4)).toEqual({ page: 1, totalPages: 1, hasNextPage: false, hasPreviousPage: false });
    expect(pageInfo(1, 4, 5)).toEqual({ page: 1, totalPages: 2, hasNextPage: true, hasPreviousPage: false });
    expect(pageInfo(2, 4, 5)).toEqual({ page: 2, totalPages: 2, hasNextPage: false, hasPreviousPage: true });
  });

  it('keeps page order and skips read ids', () => {
    expect(unreadIds([5, 6, 7, 8], new Set([6, 8]))).toEqual([5, 7]);
  });
});

describe('moveTo (segment reordering)', () => {
  it('moves one id to a 1-based place, clamped, the others keeping their order', () => {
    expect(moveTo([1, 2, 3, 4], 3, 2)).toEqual([1, 3, 2, 4]);
    expect(moveTo([1, 2, 3, 4], 1, 4)).toEqual([2, 3, 4, 1]);
    expect(moveTo([1, 2, 3, 4], 2, 99)).toEqual([1, 3, 4, 2]);
    expect(moveTo([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
    expect(moveTo([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});
