import { describe, expect, it } from 'vitest';
import { wordClassName, wordDescribedBy } from './lookup-word.ts';

const ids = { tip: 'w3-tip', hint: 'hint' };

describe('a word of a reading text', () => {
  it('is described by its open tip first, then by the keyboard hint when it is the tab stop', () => {
    expect(wordDescribedBy(ids, { open: true, stop: true })).toBe('w3-tip hint');
    expect(wordDescribedBy(ids, { open: true, stop: false })).toBe('w3-tip');
    expect(wordDescribedBy(ids, { open: false, stop: true })).toBe('hint');
  });
  it('has no description at all otherwise (no empty attribute)', () => {
    expect(wordDescribedBy(ids, { open: false, stop: false })).toBeUndefined();
  });
  it('is highlighted as a challenge word, and marked while its tip is open', () => {
    expect(wordClassName(true, false)).toBe('challenge-word');
    expect(wordClassName(false, true)).toBe('lex-word challenge-word-open');
    expect(wordClassName(false, false)).toBe('lex-word');
  });
});
