import { describe, expect, it } from 'vitest';
import { filterDayProblem, firstIssueMessage, optionalDay } from './common.ts';
import { trashListInput } from './trash.schemas.ts';
import { vocabularyCardFilter } from './vocabulary-card-filter.ts';

// Admin exploratory test, 28 Nov, defects 1–3: 2026-02-30 was rolled over to 2 March and applied unseen, and the
// years 0000 and 9999 reached the database, which failed with a 500.

describe('a filter day', () => {
  it('is a real calendar day, leap days included', () => {
    for (const day of ['2026-02-28', '2024-02-29', '2026-12-31', '1900-01-01', '2999-12-31'])
      expect(filterDayProblem(day), day).toBeNull();
  });

  it('is refused when the calendar has no such day, instead of rolling over to the next month', () => {
    for (const day of ['2026-02-30', '2026-02-29', '2026-11-31', '2026-04-31', '2026-13-01', '2026-00-10'])
      expect(filterDayProblem(day), day).toBe(
        `There is no day ${day} in the calendar: give a real date, written YYYY-MM-DD.`,
      );
  });

  it('is refused outside the years 1900–2999, which the database could not use', () => {
    for (const day of ['0000-01-01', '1899-12-31', '3000-01-01', '9999-12-31'])
      expect(filterDayProblem(day), day).toBe(
        `${day} is out of range: give a day from the year 1900 to 2999.`,
      );
  });

  it('must be written YYYY-MM-DD', () => {
    for (const day of ['28.02.2026', '2026-2-8', '2026-02-28T00:00', ''])
      expect(filterDayProblem(day), day).toBe('Dates must be written YYYY-MM-DD.');
  });

  it('is optional in a list input: blank is none, a bad day is a 400 message', () => {
    expect(optionalDay.parse('  ')).toBeUndefined();
    expect(optionalDay.parse(' 2026-11-28 ')).toBe('2026-11-28');
    const error = (v: unknown) => {
      const r = optionalDay.safeParse(v);
      return r.success ? null : firstIssueMessage(r.error);
    };
    expect(error('2026-02-30')).toMatch(/^There is no day 2026-02-30/);
    expect(error('9999-12-31')).toMatch(/^9999-12-31 is out of range/);
    expect(error(20261128)).toBe('Dates must be written YYYY-MM-DD.');
  });

  it('is checked the same in the card list, the Trash and (through optionalDay) the History', () => {
    expect(vocabularyCardFilter.safeParse({ addedFrom: '2026-11-31' }).success).toBe(false);
    expect(trashListInput.safeParse({ deletedFrom: '0000-01-01' }).success).toBe(false);
    expect(trashListInput.safeParse({ deletedTo: '2026-02-31' }).success).toBe(false);
    expect(trashListInput.safeParse({ deletedFrom: '2026-02-28', deletedTo: '2026-03-01' }).success).toBe(
      true,
    );
  });
});
