import { describe, expect, it } from 'vitest';
import { reviewDayLabel, reviewDayOf } from './review-day.ts';

const TALLINN = 'Europe/Tallinn';
const card = (next_review: string, interval: number, review_count = 3) => ({
  next_review,
  interval,
  review_count,
});

describe('reviewDayOf', () => {
  const today = '2026-11-28';
  it('a card due on a later day comes back that day, in the learner’s time zone', () => {
    expect(reviewDayOf(card('2026-12-03T08:00:00Z', 5), today, TALLINN)).toBe('2026-12-03');
    // 23:30 UTC on 2 December is already 3 December in Tallinn
    expect(reviewDayOf(card('2026-12-02T23:30:00Z', 5), today, TALLINN)).toBe('2026-12-03');
  });

  it('a same-day learning step (failed today, due again in minutes) comes back tomorrow', () => {
    expect(reviewDayOf(card('2026-11-28T10:10:00Z', 0), today, TALLINN)).toBe('2026-11-29');
  });

  it('an overdue card, or a step left from an earlier day, is offered today', () => {
    expect(reviewDayOf(card('2026-11-20T10:00:00Z', 4), today, TALLINN)).toBe('2026-11-28');
    expect(reviewDayOf(card('2026-11-27T10:00:00Z', 0), today, TALLINN)).toBe('2026-11-28');
  });

  it('a card due later today on a real interval is offered today', () => {
    expect(reviewDayOf(card('2026-11-28T15:00:00Z', 2), today, TALLINN)).toBe('2026-11-28');
  });
});

describe('reviewDayLabel', () => {
  it('names today and tomorrow, and dates the rest', () => {
    expect(reviewDayLabel('2026-11-28', '2026-11-28')).toBe('today');
    expect(reviewDayLabel('2026-11-29', '2026-11-28')).toBe('tomorrow');
    expect(reviewDayLabel('2027-01-02', '2026-11-28')).toBe('Jan 2, 2027');
  });
});
