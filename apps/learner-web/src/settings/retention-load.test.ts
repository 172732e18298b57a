import { describe, expect, it } from 'vitest';
import { reviewLoadLine } from './retention-load.ts';

describe('reviewLoadLine', () => {
  it('says the load in whole reviews', () => {
    expect(reviewLoadLine(34.4, 0.9)).toBe('About 34 reviews a day over the next month at 90 %.');
    expect(reviewLoadLine(0.6, 0.85)).toBe('About 1 review a day over the next month at 85 %.');
  });

  it('says "under one" rather than "about 0"', () => {
    expect(reviewLoadLine(0.2, 0.8)).toBe('Under one review a day over the next month at 80 %.');
    expect(reviewLoadLine(0, 0.8)).toBe('Under one review a day over the next month at 80 %.');
  });
});
