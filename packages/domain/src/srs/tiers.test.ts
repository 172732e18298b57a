import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countTiers, tierOf, tierStatus } from './tiers.ts';

const c = (review_count: number, successful_reviews: number, interval_days: number) => ({
  review_count,
  successful_reviews,
  interval_days,
});

describe('tierOf', () => {
  it('follows the rules of §4 exactly', () => {
    expect(tierOf(c(0, 0, 0))).toBe('new');
    expect(tierOf(c(1, 0, 0))).toBe('learning');
    expect(tierOf(c(2, 2, 3))).toBe('learning');
    expect(tierOf(c(3, 1, 0))).toBe('familiar');
    expect(tierOf(c(10, 4, 120))).toBe('familiar'); // only 4 successful
    expect(tierOf(c(10, 9, 29))).toBe('familiar'); // interval under 30 days
    expect(tierOf(c(5, 5, 30))).toBe('mastered');
    expect(tierOf(c(12, 5, 200))).toBe('mastered');
  });

  it('never calls a card with fewer than 5 successful reviews mastered (property)', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(4), fc.nat(1000), (r, s, i) => {
        expect(tierOf(c(Math.max(r, s), s, i))).not.toBe('mastered');
      }),
    );
  });

  it('names the familiar tier "review" in a learned card status', () => {
    expect(tierStatus('familiar')).toBe('review');
    expect(tierStatus('learning')).toBe('learning');
    expect(tierStatus('mastered')).toBe('mastered');
  });

  it('counts tiers', () => {
    expect(countTiers([c(0, 0, 0), c(1, 1, 0), c(4, 3, 10), c(6, 6, 40)])).toEqual({
      new: 1,
      learning: 1,
      familiar: 1,
      mastered: 1,
    });
  });
});
