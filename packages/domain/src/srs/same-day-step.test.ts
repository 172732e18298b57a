import { describe, expect, it } from 'vitest';
import { isSameDayStep } from './same-day-step.ts';

const at = (iso: string) => Date.parse(iso);

describe('isSameDayStep', () => {
  it('is a card failed today and due again within the day', () => {
    const card = { reviewCount: 1, intervalDays: 0, dueMs: at('2026-05-10T09:10:00Z') };
    expect(isSameDayStep(card, '2026-05-10', 'UTC')).toBe(true);
  });
  it('is not a step left over from yesterday, a new card or a card scheduled days ahead', () => {
    expect(
      isSameDayStep(
        { reviewCount: 1, intervalDays: 0, dueMs: at('2026-05-09T22:00:00Z') },
        '2026-05-10',
        'UTC',
      ),
    ).toBe(false);
    expect(
      isSameDayStep(
        { reviewCount: 0, intervalDays: 0, dueMs: at('2026-05-10T09:00:00Z') },
        '2026-05-10',
        'UTC',
      ),
    ).toBe(false);
    expect(
      isSameDayStep(
        { reviewCount: 3, intervalDays: 4, dueMs: at('2026-05-10T09:00:00Z') },
        '2026-05-10',
        'UTC',
      ),
    ).toBe(false);
  });
  it("uses the learner's day, not UTC's", () => {
    const card = { reviewCount: 1, intervalDays: 0, dueMs: at('2026-05-09T22:30:00Z') };
    expect(isSameDayStep(card, '2026-05-10', 'Europe/Tallinn')).toBe(true);
  });
});
