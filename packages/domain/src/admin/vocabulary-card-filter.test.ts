import { describe, expect, it } from 'vitest';
import { addedBounds, cardFilterOf, vocabularyCardFilter } from './vocabulary-card-filter.ts';

describe('the card table filter (issue #20)', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('turns a day range into [from, the day after to) in UTC', () => {
    expect(addedBounds({ addedFrom: '2026-01-15', addedTo: '2026-01-20' }, now)).toEqual({
      from: new Date('2026-01-15T00:00:00Z'),
      before: new Date('2026-01-21T00:00:00Z'),
    });
    expect(addedBounds({}, now)).toEqual({});
  });

  it('reads "last N days" back from now, and the later start wins when a range is given too', () => {
    expect(addedBounds({ addedWithinDays: 7 }, now)).toEqual({ from: new Date('2026-03-03T12:00:00Z') });
    expect(addedBounds({ addedWithinDays: 7, addedFrom: '2026-03-05' }, now).from).toEqual(
      new Date('2026-03-05T00:00:00Z'),
    );
    expect(addedBounds({ addedWithinDays: 7, addedFrom: '2026-01-01' }, now).from).toEqual(
      new Date('2026-03-03T12:00:00Z'),
    );
  });

  it('keeps only the filter fields of a list input', () => {
    const parsed = vocabularyCardFilter.parse({ level: 'A0', wordType: 'VERB', importBatchId: '4' });
    expect(cardFilterOf({ ...parsed, page: 2, sort: 'word' } as typeof parsed)).toEqual({
      level: 'A0',
      wordType: 'VERB',
      importBatchId: 4,
    });
  });

  it('refuses a backwards range and a badly written day', () => {
    const msg = (v: unknown) => vocabularyCardFilter.safeParse(v).error?.issues[0]?.message;
    expect(msg({ addedFrom: '2026-02-01', addedTo: '2026-01-01' })).toBe(
      'The "added from" day (2026-02-01) is after the "added to" day (2026-01-01): swap them or change one.',
    );
    expect(msg({ addedTo: '15.01.2026' })).toBe('Dates must be written YYYY-MM-DD.');
    expect(msg({ addedTo: '2026-13-45' })).toBe(
      'There is no day 2026-13-45 in the calendar: give a real date, written YYYY-MM-DD.',
    );
    expect(msg({ addedFrom: '' })).toBeUndefined();
  });
});
