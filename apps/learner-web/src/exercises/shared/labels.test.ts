import { describe, expect, it } from 'vitest';
import { gapClassName, gapParts, humanize, repetitionLabel, splitGap } from './labels.ts';

describe('exercise labels', () => {
  it('names a card by its repetitions', () => {
    expect(repetitionLabel(0)).toBe('New word');
    expect(repetitionLabel(1)).toBe('Seen once');
    expect(repetitionLabel(2)).toBe('Remember this one?');
    expect(repetitionLabel(9)).toBe('Remember this one?');
  });
  it('splits a sentence around its gap', () => {
    expect(splitGap('Mul on {} kass.')).toEqual({ before: 'Mul on ', after: ' kass.', hasGap: true });
    expect(splitGap('Tüdrukud on kasvanud ilusateks _____.')).toEqual({
      before: 'Tüdrukud on kasvanud ilusateks ',
      after: '.',
      hasGap: true,
    });
    expect(splitGap('Tere')).toEqual({ before: 'Tere', after: '', hasGap: false });
  });
  it('drops a space typed between the gap and its punctuation', () => {
    expect(splitGap('Ma loen _____ .')).toEqual({ before: 'Ma loen ', after: '.', hasGap: true });
    expect(splitGap('Kas sa tuled {} ?')).toEqual({ before: 'Kas sa tuled ', after: '?', hasGap: true });
    // a space before a word stays
    expect(splitGap('Ma näen _____ täna.').after).toBe(' täna.');
  });
  it('keeps the punctuation after the gap apart, so it stays on the gap’s line', () => {
    expect(gapParts('Ma näen _____, aga tema mitte.')).toEqual({
      before: 'Ma näen ',
      closing: ',',
      after: ' aga tema mitte.',
      hasGap: true,
    });
    expect(gapParts('Kus on _____?!')).toMatchObject({ closing: '?!', after: '' });
    expect(gapParts('_____ on suur.')).toEqual({ before: '', closing: '', after: ' on suur.', hasGap: true });
    expect(gapParts('Tere.')).toEqual({ before: 'Tere.', closing: '', after: '', hasGap: false });
  });
  it('shows an empty gap as plain underscores and a filled one boxed, by its verdict', () => {
    expect(gapClassName(false)).toBe('ex-gap ex-gap-empty');
    expect(gapClassName(true)).toBe('ex-gap');
    expect(gapClassName(true, 'correct')).toBe('ex-gap ex-gap-correct');
    expect(gapClassName(true, 'incorrect')).toBe('ex-gap ex-gap-incorrect');
  });
  it('humanizes enum values', () => {
    expect(humanize('PARTITIVE')).toBe('partitive');
    expect(humanize('case_error')).toBe('case error');
    expect(humanize(null)).toBe('');
  });
});
