import { Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PARAMETERS,
  DESIRED_RETENTION_MAX,
  DESIRED_RETENTION_MIN,
  FIT_MIN_REVIEWS,
  fitIsDue,
  isParameterVector,
  REFIT_AFTER_REVIEWS,
  schedulerFor,
  timeSplit,
  trainingItems,
} from './learner-model.ts';
import { applyReview, newCardState } from './scheduler.ts';

const DAY = 86_400_000;
const T0 = new Date('2026-01-01T08:00:00Z').getTime();

describe('schedulerFor', () => {
  it('spaces reviews further apart at a lower desired retention', () => {
    const card = newCardState(new Date(T0));
    let low = card;
    let high = card;
    for (let i = 0; i < 4; i++) {
      low = applyReview(low, 'pass', new Date(low.due.getTime() + DAY), {
        scheduler: schedulerFor({ parameters: null, desiredRetention: 0.8 }),
      }).after;
      high = applyReview(high, 'pass', new Date(high.due.getTime() + DAY), {
        scheduler: schedulerFor({ parameters: null, desiredRetention: 0.95 }),
      }).after;
    }
    expect(low.interval_days).toBeGreaterThan(high.interval_days);
  });

  it('uses a learner’s own parameters: a learner who forgets fast gets shorter intervals', () => {
    const fast = [...DEFAULT_PARAMETERS];
    fast[2] = 0.5; // initial stability after Good
    const card = newCardState(new Date(T0));
    const mine = applyReview(card, 'pass', new Date(T0), {
      scheduler: schedulerFor({ parameters: fast, desiredRetention: 0.9 }),
    });
    const dflt = applyReview(card, 'pass', new Date(T0), {
      scheduler: schedulerFor({ parameters: null, desiredRetention: 0.9 }),
    });
    expect(mine.after.stability).toBeLessThan(dflt.after.stability);
  });

  it('clamps the retention into 0.80–0.95 and ignores a malformed parameter vector', () => {
    expect(schedulerFor({ parameters: null, desiredRetention: 0.5 }).parameters.request_retention).toBe(
      DESIRED_RETENTION_MIN,
    );
    expect(schedulerFor({ parameters: null, desiredRetention: 0.99 }).parameters.request_retention).toBe(
      DESIRED_RETENTION_MAX,
    );
    expect(schedulerFor({ parameters: [1, 2, 3], desiredRetention: 0.9 }).parameters.w).toEqual(
      DEFAULT_PARAMETERS,
    );
    expect(isParameterVector([1, 2])).toBe(false);
    expect(isParameterVector([...DEFAULT_PARAMETERS])).toBe(true);
  });

  it('returns the same scheduler for the same model', () => {
    expect(schedulerFor({ parameters: null, desiredRetention: 0.85 })).toBe(
      schedulerFor({ parameters: null, desiredRetention: 0.85 }),
    );
  });
});

describe('trainingItems', () => {
  it('makes one item per review after a card’s first, with whole days since the previous review', () => {
    const log = [
      { cardId: 1, reviewedAt: new Date(T0), rating: Rating.Good },
      { cardId: 2, reviewedAt: new Date(T0 + 3_600_000), rating: Rating.Again },
      { cardId: 1, reviewedAt: new Date(T0 + 2.5 * DAY), rating: Rating.Good },
      { cardId: 2, reviewedAt: new Date(T0 + 2 * 3_600_000), rating: Rating.Good },
      { cardId: 1, reviewedAt: new Date(T0 + 9 * DAY), rating: Rating.Again },
    ];
    const items = trainingItems(log);
    expect(items.map((i) => i.reviews)).toEqual([
      [
        { rating: Rating.Again, deltaT: 0 },
        { rating: Rating.Good, deltaT: 0 },
      ],
      [
        { rating: Rating.Good, deltaT: 0 },
        { rating: Rating.Good, deltaT: 2 },
      ],
      [
        { rating: Rating.Good, deltaT: 0 },
        { rating: Rating.Good, deltaT: 2 },
        { rating: Rating.Again, deltaT: 6 },
      ],
    ]);
  });

  it('ignores the order the log arrives in', () => {
    const log = Array.from({ length: 6 }, (_, i) => ({
      cardId: 7,
      reviewedAt: new Date(T0 + i * i * DAY),
      rating: 3,
    }));
    expect(trainingItems([...log].reverse())).toEqual(trainingItems(log));
  });
});

describe('timeSplit', () => {
  it('holds out the latest fifth', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ at: 10 - i }));
    const { train, test } = timeSplit(items);
    expect(test.map((x) => x.at)).toEqual([9, 10]);
    expect(train).toHaveLength(8);
    expect(Math.max(...train.map((x) => x.at))).toBeLessThan(Math.min(...test.map((x) => x.at)));
  });
});

describe('fitIsDue', () => {
  const now = new Date(T0 + 30 * DAY);
  it('waits for enough reviews', () => {
    expect(fitIsDue(FIT_MIN_REVIEWS - 1, null, now)).toBe(false);
    expect(fitIsDue(FIT_MIN_REVIEWS, null, now)).toBe(true);
  });
  it('refits after enough new reviews, or weekly when there are new ones', () => {
    const fittedAt = new Date(now.getTime() - 2 * DAY);
    expect(fitIsDue(1000, { reviewCount: 1000 - REFIT_AFTER_REVIEWS + 1, fittedAt }, now)).toBe(false);
    expect(fitIsDue(1000, { reviewCount: 1000 - REFIT_AFTER_REVIEWS, fittedAt }, now)).toBe(true);
    const weekAgo = new Date(now.getTime() - 7 * DAY);
    expect(fitIsDue(1000, { reviewCount: 999, fittedAt: weekAgo }, now)).toBe(true);
    expect(fitIsDue(1000, { reviewCount: 1000, fittedAt: weekAgo }, now)).toBe(false);
  });
});
