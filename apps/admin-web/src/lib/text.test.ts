import { describe, expect, it } from 'vitest';
import {
  addUnique,
  parseList,
  plural,
  shortDate,
  targetWordChips,
  truncateExcerpt,
  uniqueTrimmed,
} from './text.ts';

describe('list excerpts', () => {
  it('keeps text of at most 200 characters as it is', () => {
    const t = 'a'.repeat(200);
    expect(truncateExcerpt(t)).toBe(t);
  });

  it('cuts longer text to 200 characters and adds an ellipsis', () => {
    const t = 'b'.repeat(250);
    const e = truncateExcerpt(t);
    expect(e).toBe(`${'b'.repeat(200)}…`);
  });

  it('collapses whitespace and tolerates null', () => {
    expect(truncateExcerpt('  Tere\n\n  hommikust  ')).toBe('Tere hommikust');
    expect(truncateExcerpt(null)).toBe('');
  });

  it('shows five target words, then (+N more)', () => {
    expect(targetWordChips(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: null });
    expect(targetWordChips(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      more: null,
    });
    expect(targetWordChips(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      more: '(+2 more)',
    });
  });
});

describe('topics', () => {
  it('adds trimmed topics once, ignoring case and blanks', () => {
    expect(addUnique(['Food'], ' food ')).toEqual(['Food']);
    expect(addUnique(['Food'], '   ')).toEqual(['Food']);
    expect(addUnique(['Food'], ' Travel ')).toEqual(['Food', 'Travel']);
    expect(uniqueTrimmed([' a', 'A', 'b ', ''])).toEqual(['a', 'b']);
  });
});

describe('parseList', () => {
  it('accepts arrays and JSON strings', () => {
    expect(parseList(['x', 1])).toEqual(['x', '1']);
    expect(parseList('["a","b"]')).toEqual(['a', 'b']);
    expect(parseList('single')).toEqual(['single']);
    expect(parseList(null)).toEqual([]);
    expect(parseList('')).toEqual([]);
  });
});

describe('shortDate', () => {
  it('formats en-US short dates and marks missing ones', () => {
    expect(shortDate('2026-11-22T10:00:00Z')).toMatch(/Nov 2[12], 2026/);
    expect(shortDate(null)).toBe('—');
    expect(shortDate('nonsense')).toBe('—');
  });
});

describe('counts', () => {
  it('put the noun in the number of the count (list subtitles: "1 exercise", "2 texts")', () => {
    expect(plural(1, 'exercise')).toBe('1 exercise');
    expect(plural(0, 'text')).toBe('0 texts');
    expect(plural(21, 'text')).toBe('21 texts');
    // one count formatter in the admin's messages (round 2): "19,725 cards", as "19,725 match"
    expect(plural(19725, 'card')).toBe('19,725 cards');
  });
});
