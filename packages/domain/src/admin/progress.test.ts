import { describe, expect, it } from 'vitest';
import { progressPercent } from './progress.ts';

describe('progressPercent', () => {
  it('shows 99 % until every item is done, 100 % then, 0 % for nothing', () => {
    expect(progressPercent(1992, 2000)).toBe(99);
    expect(progressPercent(2000, 2000)).toBe(100);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(0, 0)).toBe(0);
  });
});
