import { describe, expect, it } from 'vitest';
import {
  chartPoints,
  DEFAULT_RANGE_DAYS,
  DEFAULT_SERIES,
  labelledTicks,
  PROJECTION_RANGES,
  PROJECTION_SERIES,
  paceLine,
} from './projection-model.ts';

const projection = [7, 30, 60, 90, 180, 365].map((days) => ({
  days,
  learning: days,
  familiar: days * 2,
  mastered: Math.floor(days / 10),
}));
const current = { learning: 1, familiar: 0, mastered: 0 };

describe('projection chart model', () => {
  it('offers the ranges and series of §9 with their defaults', () => {
    expect(PROJECTION_RANGES.map((r) => r.days)).toEqual([7, 30, 60, 90, 180, 365]);
    expect(PROJECTION_RANGES.map((r) => r.label)).toEqual([
      '1 week',
      '1 month',
      '2 months',
      '3 months',
      '6 months',
      '1 year',
    ]);
    expect(DEFAULT_RANGE_DAYS).toBe(30);
    expect(PROJECTION_SERIES.map((s) => s.label)).toEqual(['Familiar', 'Learning', 'Mastered']);
    expect(DEFAULT_SERIES).toBe('familiar');
  });

  it('plots today and the forecast up to the range', () => {
    expect(chartPoints(current, projection, 30, 'familiar')).toEqual([
      { days: 0, label: 'Today', value: 0, low: 0, high: 0 },
      { days: 7, label: 'In 1 week', value: 14, low: 14, high: 14 },
      { days: 30, label: 'In 1 month', value: 60, low: 60, high: 60 },
    ]);
    expect(chartPoints(current, projection, 365, 'mastered').map((p) => p.value)).toEqual([
      0, 0, 3, 6, 9, 18, 36,
    ]);
    expect(chartPoints(current, projection, 7, 'learning').map((p) => p.label)).toEqual([
      'Today',
      'In 1 week',
    ]);
  });

  it('carries the forecast band of the chosen series, never a band that excludes the line', () => {
    const band = projection.map((p) => ({
      days: p.days,
      low: { learning: p.learning - 1, familiar: p.familiar - 5, mastered: p.mastered + 1 },
      high: { learning: p.learning + 1, familiar: p.familiar + 5, mastered: p.mastered + 2 },
    }));
    const familiar = chartPoints(current, projection, 30, 'familiar', band);
    expect(familiar.map((p) => [p.low, p.value, p.high])).toEqual([
      [0, 0, 0],
      [9, 14, 19],
      [55, 60, 65],
    ]);
    // a band whose low end sits above the mean (rounding of the runs) is widened to include the mean
    const mastered = chartPoints(current, projection, 30, 'mastered', band);
    expect(mastered[2]).toMatchObject({ value: 3, low: 3, high: 5 });
  });
});

describe('labelledTicks', () => {
  it('drops a label too close to the one before it on the 1-year chart (Today and 1 week)', () => {
    expect(labelledTicks([0, 7, 30, 60, 90, 180, 365], 365)).toEqual([0, 30, 60, 90, 180, 365]);
  });
  it('keeps every label on short ranges', () => {
    expect(labelledTicks([0, 7, 30], 30)).toEqual([0, 7, 30]);
    expect(labelledTicks([0, 7], 7)).toEqual([0, 7]);
  });
  it('always labels the end of the range', () => {
    expect(labelledTicks([0, 340, 365], 365)).toEqual([0, 365]);
  });
});

describe('paceLine', () => {
  it('names the pace once there are reviews, and the assumed plan before', () => {
    expect(paceLine({ totalReviews: 40, avgDailyReviews: 12.5 })).toBe(
      'Based on your pace: about 12.5 reviews a day.',
    );
    expect(paceLine({ totalReviews: 0, avgDailyReviews: 0 })).toBe(
      'No reviews yet: this assumes your daily goal of new words, with every review done.',
    );
  });
});
