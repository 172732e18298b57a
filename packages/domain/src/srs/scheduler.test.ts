import { Rating, State } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import {
  applyReview,
  type CardProgress,
  fsrsStateJson,
  newCardState,
  ratingFor,
  retrievability,
} from './scheduler.ts';

const DAY = 86_400_000;

function reviewMany(results: ('pass' | 'fail')[], start = new Date('2026-01-05T09:00:00Z')) {
  let card: CardProgress = newCardState(start);
  let now = start;
  const seen = [];
  for (const r of results) {
    const o = applyReview(card, r, now);
    seen.push(o);
    card = o.after;
    now = new Date(Math.max(card.due.getTime(), now.getTime() + 60_000));
  }
  return { card, seen };
}

describe('applyReview', () => {
  it('maps pass to Good and fail to Again', () => {
    expect(ratingFor('pass')).toBe(Rating.Good);
    expect(ratingFor('fail')).toBe(Rating.Again);
    expect(ratingFor('pass', 'almost')).toBe(Rating.Hard);
    expect(ratingFor('fail', 'almost')).toBe(Rating.Again);
  });

  it('schedules an almost-pass sooner than a plain pass but counts it as a pass', () => {
    const now = new Date('2026-01-05T09:00:00Z');
    const good = applyReview(
      applyReview(newCardState(now), 'pass', now).after,
      'pass',
      new Date(now.getTime() + 86_400_000),
    );
    const later = new Date(now.getTime() + 86_400_000);
    const first = applyReview(newCardState(now), 'pass', now).after;
    const hard = applyReview(first, 'pass', later, { grade: 'almost' });
    expect(hard.rating).toBe(Rating.Hard);
    expect(hard.after.due.getTime()).toBeLessThan(good.after.due.getTime());
    expect(hard.after.successful_reviews).toBe(2);
    expect(hard.after.repetitions).toBe(2);
  });

  it('schedules a new card through FSRS and keeps the display counters', () => {
    const now = new Date('2026-01-05T09:00:00Z');
    const o = applyReview(newCardState(now), 'pass', now);
    expect(o.rating).toBe(Rating.Good);
    expect(o.after.state).toBe(State.Learning);
    expect(o.after.due.getTime()).toBeGreaterThan(now.getTime());
    expect(o.after).toMatchObject({ repetitions: 1, review_count: 1, successful_reviews: 1, reps: 1 });
    expect(o.after.last_review).toEqual(now);
    expect(o.tier).toBe('learning');
  });

  it('grows the interval with each pass and reaches mastery after 5 passes', () => {
    const { card, seen } = reviewMany(['pass', 'pass', 'pass', 'pass', 'pass']);
    const intervals = seen.map((s) => s.after.interval_days);
    for (let i = 2; i < intervals.length; i++) expect(intervals[i]!).toBeGreaterThan(intervals[i - 1]!);
    expect(card.interval_days).toBeGreaterThanOrEqual(30);
    expect(card.successful_reviews).toBe(5);
    expect(seen.map((s) => s.tier)).toEqual(['learning', 'learning', 'familiar', 'familiar', 'mastered']);
    expect(seen.at(-1)!.status).toBe('mastered');
  });

  it('resets repetitions on a fail and counts a lapse', () => {
    const { card } = reviewMany(['pass', 'pass', 'pass', 'fail']);
    expect(card.repetitions).toBe(0);
    expect(card.successful_reviews).toBe(3);
    expect(card.review_count).toBe(4);
    expect(card.lapses).toBe(1);
    expect(card.state).toBe(State.Relearning);
    expect(card.interval_days).toBe(0);
  });

  it('is pure: the state before is not changed', () => {
    const now = new Date('2026-01-05T09:00:00Z');
    const before = newCardState(now);
    const copy = structuredClone(before);
    applyReview(before, 'fail', now);
    expect(before).toEqual(copy);
  });

  it('treats a review stamped before the last one as happening at the last review', () => {
    const t = new Date('2026-01-05T09:00:00Z');
    const first = applyReview(newCardState(t), 'pass', t).after;
    const o = applyReview(first, 'pass', new Date(t.getTime() - DAY));
    expect(o.after.last_review!.getTime()).toBe(t.getTime());
  });

  it('serialises the FSRS state for the review log', () => {
    const t = new Date('2026-01-05T09:00:00Z');
    const j = fsrsStateJson(applyReview(newCardState(t), 'pass', t).after);
    expect(j.last_review).toBe('2026-01-05T09:00:00.000Z');
    expect(typeof j.due).toBe('string');
    expect(JSON.parse(JSON.stringify(j))).toEqual(j);
  });

  it('writes only the FSRS fields to the review log, in their order', () => {
    const t = new Date('2026-01-05T09:00:00Z');
    const row = { ...applyReview(newCardState(t), 'pass', t).after, id: 7, user_id: 3 };
    expect(Object.keys(fsrsStateJson(row)).join(' ')).toBe(
      'due stability difficulty elapsed_days scheduled_days learning_steps reps lapses state last_review',
    );
  });

  it('gives the expected recall: 0 for a new card, about 0.9 when a review card falls due', () => {
    const { card } = reviewMany(['pass', 'pass', 'pass']);
    expect(retrievability(newCardState(new Date()), new Date())).toBe(0);
    expect(retrievability(card, card.due)).toBeGreaterThan(0.85);
    expect(retrievability(card, card.due)).toBeLessThan(0.95);
    expect(retrievability(card, new Date(card.due.getTime() + 100 * DAY))).toBeLessThan(0.8);
  });
});
