import { describe, expect, it } from 'vitest';
import { estimatesMismatch, loadFor, type RetentionEstimates, reviewLoadLine } from './retention-load.ts';

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

describe('loadFor (the slider preview and the line after saving)', () => {
  const saved = { daily_new_words: 10, current_level: 'A11', time_zone: 'UTC' };
  const estimates = (dailyNewWords: number, at85: number): RetentionEstimates => ({
    basis: { dailyNewWords, currentLevel: 'A11', timeZone: 'UTC' },
    options: [
      { retention: 0.85, reviewsPerDay: at85 },
      { retention: 0.9, reviewsPerDay: at85 + 4 },
    ],
  });

  it("reads the chosen retention's load from estimates worked out from the saved settings", () => {
    expect(loadFor(estimates(10, 29.8), 0.85, saved)).toBe(29.8);
    expect(loadFor(estimates(10, 29.8), 0.9, saved)).toBe(33.8);
    expect(loadFor(undefined, 0.85, saved)).toBeUndefined();
  });

  it('shows no load from estimates for another new-words-per-day than the saved one (round 2: 30 vs 57)', () => {
    // 30 new words a day saved; the cached estimates were for 10: no preview from them
    const after = { ...saved, daily_new_words: 30 };
    expect(loadFor(estimates(10, 29.8), 0.85, after)).toBeUndefined();
    expect(loadFor(estimates(30, 57), 0.85, after)).toBe(57);
  });

  it('shows no load from estimates for another level or time zone than the saved ones', () => {
    expect(loadFor(estimates(10, 29.8), 0.85, { ...saved, current_level: 'A21' })).toBeUndefined();
    expect(loadFor(estimates(10, 29.8), 0.85, { ...saved, time_zone: 'Europe/Tallinn' })).toBeUndefined();
  });
});

describe('estimatesMismatch', () => {
  it('names a disagreement between the estimates and the saved settings, and nothing when they agree', () => {
    const data: RetentionEstimates = {
      basis: { dailyNewWords: 10, currentLevel: 'A0', timeZone: 'UTC' },
      options: [],
    };
    expect(
      estimatesMismatch(data, { daily_new_words: 10, current_level: 'A0', time_zone: 'UTC' }),
    ).toBeNull();
    expect(estimatesMismatch(data, { daily_new_words: 30, current_level: 'A0', time_zone: 'UTC' })).toBe(
      '10|A0|UTC→30|A0|UTC',
    );
  });
});
