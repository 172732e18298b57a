import { openingPage } from '@keelerada/domain';
import { describe, expect, it } from 'vitest';
import { clampPage, pageParam, readerPage, urlNeedsPage } from './book-page.ts';

// Suur Tõll: 63 segments, 16 pages of four
const SEGMENTS = 63;

describe("the reader's page in the URL (?page=n)", () => {
  it('reads the page the router parsed from ?page=4, or a string of digits', () => {
    expect(pageParam(4)).toBe(4);
    expect(pageParam('4')).toBe(4);
    expect(pageParam(' 7 ')).toBe(7);
    expect(pageParam(2.6)).toBe(2);
  });

  it('names no page when the URL has none or not a number: the book opens at the first unread page', () => {
    for (const v of [undefined, null, '', 'abc', true, {}, [], Number.NaN]) expect(pageParam(v)).toBeNull();
    expect(readerPage(undefined, SEGMENTS)).toBeNull();
    // session 29: 8 segments read, the first unread page is 3
    expect(readerPage(undefined, SEGMENTS) ?? openingPage(8, SEGMENTS)).toBe(3);
  });

  it('keeps a page in the book: an out-of-range page is clamped', () => {
    expect(readerPage(4, SEGMENTS)).toBe(4);
    expect(readerPage(16, SEGMENTS)).toBe(16);
    expect(readerPage(17, SEGMENTS)).toBe(16);
    expect(readerPage(999, SEGMENTS)).toBe(16);
    expect(readerPage(0, SEGMENTS)).toBe(1);
    expect(readerPage(-3, SEGMENTS)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
    expect(clampPage(2, 4)).toBe(1);
    expect(clampPage(2, 5)).toBe(2);
  });

  it('rewrites the URL only when it names no page or another one than shown', () => {
    expect(urlNeedsPage(undefined, 3)).toBe(true);
    expect(urlNeedsPage(999, 16)).toBe(true);
    expect(urlNeedsPage('3', 3)).toBe(true);
    expect(urlNeedsPage(3, 3)).toBe(false);
  });
});
