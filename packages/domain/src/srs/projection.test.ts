import { describe, expect, it } from 'vitest';
import { schedulerFor } from './learner-model.ts';
import {
  dailyReviewLoad,
  PROJECTION_DAYS,
  projectionAccuracy,
  projectVocabulary,
  projectVocabularyWithBand,
  studyRates,
} from './projection.ts';
import { applyReview, type CardProgress, newCardState } from './scheduler.ts';

const NOW = new Date('2026-04-01T08:00:00Z');
const DAY = 86_400_000;

function newCards(n: number): CardProgress[] {
  return Array.from({ length: n }, () => newCardState(NOW));
}

/** A card reviewed with the given results, the last review `daysAgo` before NOW. */
function reviewed(results: ('pass' | 'fail')[], daysAgo: number): CardProgress {
  let t = new Date(NOW.getTime() - (daysAgo + results.length * 3) * DAY);
  let c = newCardState(t);
  results.forEach((r, i) => {
    const at = i === results.length - 1 ? new Date(NOW.getTime() - daysAgo * DAY) : t;
    c = applyReview(c, r, at).after;
    t = new Date(Math.max(c.due.getTime(), t.getTime() + 60_000));
  });
  return c;
}

describe('projectVocabulary', () => {
  it('returns a point for each horizon of the chart', () => {
    const p = projectVocabulary({
      cards: newCards(5),
      now: NOW,
      rates: { reviewsPerDay: null, newWordsPerDay: 1, firstReviewPassRate: 1 },
    });
    expect(p.map((x) => x.days)).toEqual([...PROJECTION_DAYS]);
  });

  it('is all zeros for a learner without cards', () => {
    const p = projectVocabulary({
      cards: [],
      now: NOW,
      rates: { reviewsPerDay: 20, newWordsPerDay: 10, firstReviewPassRate: 0.8 },
    });
    expect(p.every((x) => x.learning === 0 && x.familiar === 0 && x.mastered === 0)).toBe(true);
  });

  it('stays where the learner is when they stop studying', () => {
    const cards = [reviewed(['pass'], 1), reviewed(['pass', 'pass', 'pass'], 2), ...newCards(3)];
    const p = projectVocabulary({
      cards,
      now: NOW,
      rates: { reviewsPerDay: 0, newWordsPerDay: 0, firstReviewPassRate: 0.8 },
    });
    for (const x of p) expect(x).toMatchObject({ learning: 1, familiar: 1, mastered: 0 });
  });

  it('introduces new words at the learner’s rate, in order, and never more than they have', () => {
    const p = projectVocabulary({
      cards: newCards(100),
      now: NOW,
      rates: { reviewsPerDay: null, newWordsPerDay: 5, firstReviewPassRate: 0.9 },
    });
    const at = (d: number) => p.find((x) => x.days === d)!;
    expect(at(7).learning + at(7).familiar + at(7).mastered).toBe(35);
    expect(at(30).learning + at(30).familiar + at(30).mastered).toBe(100);
    expect(at(365).learning + at(365).familiar + at(365).mastered).toBe(100);
  });

  it('moves words up to mastered over a year of steady reviewing', () => {
    const p = projectVocabulary({
      cards: newCards(200),
      now: NOW,
      rates: { reviewsPerDay: null, newWordsPerDay: 10, firstReviewPassRate: 0.85 },
    });
    const at = (d: number) => p.find((x) => x.days === d)!;
    expect(at(7).mastered).toBe(0);
    expect(at(365).mastered).toBeGreaterThan(at(90).mastered);
    expect(at(365).mastered).toBeGreaterThan(100);
    expect(at(30).familiar).toBeGreaterThan(0);
  });

  it('learns less when the learner reviews less (the review rate is a real limit)', () => {
    const base = { cards: newCards(300), now: NOW };
    const busy = projectVocabulary({
      ...base,
      rates: { reviewsPerDay: 60, newWordsPerDay: 10, firstReviewPassRate: 0.85 },
    });
    const lazy = projectVocabulary({
      ...base,
      rates: { reviewsPerDay: 8, newWordsPerDay: 10, firstReviewPassRate: 0.85 },
    });
    const last = (p: typeof busy) => p.at(-1)!;
    expect(last(lazy).mastered).toBeLessThan(last(busy).mastered);
  });

  it('forgets: overdue cards with weak memory fall back rather than all passing', () => {
    // cards seen once long ago: expected recall is low, so many reviews fail and they stay learning/familiar
    const cards = Array.from({ length: 200 }, () => reviewed(['pass', 'pass'], 200));
    const p = projectVocabulary({
      cards,
      now: NOW,
      rates: { reviewsPerDay: null, newWordsPerDay: 0, firstReviewPassRate: 0.8 },
      days: [7],
    });
    expect(p[0]!.mastered).toBe(0);
    expect(p[0]!.learning + p[0]!.familiar).toBe(200);
  });

  it('is reproducible', () => {
    const input = {
      cards: [...newCards(50), reviewed(['pass', 'fail', 'pass'], 3)],
      now: NOW,
      rates: { reviewsPerDay: 15, newWordsPerDay: 3, firstReviewPassRate: 0.7 },
    };
    expect(projectVocabulary(input)).toEqual(projectVocabulary(input));
  });

  it('runs a large deck within a request’s budget', () => {
    const cards = [
      ...newCards(1500),
      ...Array.from({ length: 500 }, (_, i) => reviewed(['pass', 'pass'], i % 10)),
    ];
    const t0 = performance.now();
    projectVocabulary({
      cards,
      now: NOW,
      rates: { reviewsPerDay: 80, newWordsPerDay: 10, firstReviewPassRate: 0.8 },
    });
    expect(performance.now() - t0).toBeLessThan(1500);
  });
});

describe('projection metadata', () => {
  it('is low under 14 days or 50 reviews of history', () => {
    expect(projectionAccuracy(13, 500)).toBe('low');
    expect(projectionAccuracy(30, 49)).toBe('low');
    expect(projectionAccuracy(14, 50)).toBe('high');
  });

  it('measures the learner’s own rates, and assumes the plan without history', () => {
    expect(
      studyRates({
        historyDays: 0,
        recentReviews: 0,
        recentNewWords: 0,
        recentPassRate: null,
        dailyNewWords: 10,
      }),
    ).toEqual({ reviewsPerDay: null, newWordsPerDay: 10, firstReviewPassRate: 0.8, avgDailyReviews: 0 });
    expect(
      studyRates({
        historyDays: 10,
        recentReviews: 125,
        recentNewWords: 50,
        recentPassRate: 0.9,
        dailyNewWords: 10,
      }),
    ).toEqual({ reviewsPerDay: 12.5, newWordsPerDay: 5, firstReviewPassRate: 0.9, avgDailyReviews: 12.5 });
    expect(
      studyRates({
        historyDays: 100,
        recentReviews: 300,
        recentNewWords: 600,
        recentPassRate: 0.5,
        dailyNewWords: 10,
      }).newWordsPerDay,
    ).toBe(10);
  });
});

describe('projectVocabularyWithBand', () => {
  const input = {
    cards: Array.from({ length: 150 }, () => newCardState(NOW)),
    now: NOW,
    rates: { reviewsPerDay: 25, newWordsPerDay: 6, firstReviewPassRate: 0.8 },
    runs: 20,
  };
  it('has a band around the mean at every horizon, wider later than sooner', () => {
    const { points, band } = projectVocabularyWithBand(input);
    expect(band.map((b) => b.days)).toEqual(points.map((p) => p.days));
    for (const [i, p] of points.entries()) {
      for (const k of ['learning', 'familiar', 'mastered'] as const) {
        expect(band[i]!.low[k]).toBeLessThanOrEqual(p[k]);
        expect(band[i]!.high[k]).toBeGreaterThanOrEqual(p[k]);
      }
    }
    const width = (i: number) => band[i]!.high.mastered - band[i]!.low.mastered;
    expect(width(3)).toBeGreaterThan(width(0));
  });
});

describe('dailyReviewLoad', () => {
  it('is higher at a higher desired retention', () => {
    const cards = Array.from({ length: 60 }, (_, i) => reviewed(['pass', 'pass'], i % 5));
    const base = {
      cards,
      now: NOW,
      rates: { reviewsPerDay: 10, newWordsPerDay: 5, firstReviewPassRate: 0.8 },
    };
    const low = dailyReviewLoad({
      ...base,
      scheduler: schedulerFor({ parameters: null, desiredRetention: 0.8 }),
    });
    const high = dailyReviewLoad({
      ...base,
      scheduler: schedulerFor({ parameters: null, desiredRetention: 0.95 }),
    });
    expect(high).toBeGreaterThan(low);
    expect(low).toBeGreaterThan(0);
  });
});
