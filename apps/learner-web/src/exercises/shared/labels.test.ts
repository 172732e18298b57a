import { describe, expect, it } from 'vitest';
import { humanize, repetitionLabel, splitGap } from './labels.ts';

describe('exercise labels', () => {
  it('names a card by its repetitions', () => {
    expect(repetitionLabel(0)).toBe('New word');
    expect(repetitionLabel(1)).toBe('Seen once');
    expect(repetitionLabel(2)).toBe('Remember this one?');
    expect(repetitionLabel(9)).toBe('Remember this one?');
  });
  it('splits a sentence around its gap', () => {
    expect(splitGap('Mul on {} kass.')).toEqual({ before: 'Mul on ', after: ' kass.', hasGap: true });
    expect(splitGap('Ma loen _____ .')).toEqual({ before: 'Ma loen ', after: ' .', hasGap: true });
    expect(splitGap('Tere')).toEqual({ before: 'Tere', after: '', hasGap: false });
  });
  it('humanizes enum values', () => {
    expect(humanize('PARTITIVE')).toBe('partitive');
    expect(humanize('case_error')).toBe('case error');
    expect(humanize(null)).toBe('');
  });
});
