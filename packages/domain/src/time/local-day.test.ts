import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  daysInMonth,
  effectiveTimeZone,
  isLocalDate,
  localDateOf,
  localHourOf,
  monthDates,
} from './local-day.ts';

describe('localDateOf', () => {
  it('gives the calendar day on the learner’s wall clock', () => {
    const i = new Date('2026-06-30T22:30:00Z');
    expect(localDateOf(i, 'UTC')).toBe('2026-06-30');
    expect(localDateOf(i, 'Europe/Tallinn')).toBe('2026-07-01');
    expect(localDateOf(i, 'America/New_York')).toBe('2026-06-30');
    expect(localDateOf(new Date('2026-07-01T11:30:00Z'), 'Pacific/Kiritimati')).toBe('2026-07-02');
  });

  it('follows Tallinn across the spring DST change (03:00 EET → 04:00 EEST, 29 March 2026)', () => {
    // 00:59 UTC = 02:59 EET, still 29 March; 01:00 UTC = 04:00 EEST
    expect(localDateOf(new Date('2026-03-28T21:59:00Z'), 'Europe/Tallinn')).toBe('2026-03-28');
    expect(localDateOf(new Date('2026-03-28T22:00:00Z'), 'Europe/Tallinn')).toBe('2026-03-29');
    expect(localHourOf(new Date('2026-03-29T00:59:00Z'), 'Europe/Tallinn')).toBe(2);
    expect(localHourOf(new Date('2026-03-29T01:00:00Z'), 'Europe/Tallinn')).toBe(4);
    // the day after the change starts at 21:00 UTC, not 22:00
    expect(localDateOf(new Date('2026-03-29T20:59:00Z'), 'Europe/Tallinn')).toBe('2026-03-29');
    expect(localDateOf(new Date('2026-03-29T21:00:00Z'), 'Europe/Tallinn')).toBe('2026-03-30');
  });

  it('follows Tallinn across the autumn DST change (04:00 EEST → 03:00 EET, 25 October 2026)', () => {
    expect(localDateOf(new Date('2026-10-24T21:00:00Z'), 'Europe/Tallinn')).toBe('2026-10-25');
    expect(localHourOf(new Date('2026-10-25T00:30:00Z'), 'Europe/Tallinn')).toBe(3);
    expect(localHourOf(new Date('2026-10-25T01:30:00Z'), 'Europe/Tallinn')).toBe(3);
    // the 25-hour day ends at 22:00 UTC
    expect(localDateOf(new Date('2026-10-25T21:59:00Z'), 'Europe/Tallinn')).toBe('2026-10-25');
    expect(localDateOf(new Date('2026-10-25T22:00:00Z'), 'Europe/Tallinn')).toBe('2026-10-26');
  });

  it('shows why days are stepped on the calendar: now − 24 h is not yesterday after spring forward', () => {
    const justAfterMidnight = new Date('2026-03-29T21:30:00Z'); // 30 March 00:30 EEST
    const today = localDateOf(justAfterMidnight, 'Europe/Tallinn');
    expect(today).toBe('2026-03-30');
    expect(localDateOf(new Date(justAfterMidnight.getTime() - 86_400_000), 'Europe/Tallinn')).toBe(
      '2026-03-28',
    );
    expect(addDays(today, -1)).toBe('2026-03-29');
  });
});

describe('calendar arithmetic', () => {
  it('adds and subtracts days across months, years and leap days', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(monthDates(2026, 4)).toHaveLength(30);
    expect(monthDates(2026, 4)[0]).toBe('2026-04-01');
  });

  it('round-trips: daysBetween(d, addDays(d, n)) = n', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: -1000, max: 1000 }),
        (d, n) => {
          const date = d.toISOString().slice(0, 10);
          expect(daysBetween(date, addDays(date, n))).toBe(n);
          expect(isLocalDate(addDays(date, n))).toBe(true);
        },
      ),
    );
  });

  it('validates dates', () => {
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-1-01')).toBe(false);
  });
});

describe('effectiveTimeZone', () => {
  it('prefers the saved zone, then the browser zone, then UTC', () => {
    expect(effectiveTimeZone('Europe/Tallinn', 'America/New_York')).toBe('Europe/Tallinn');
    expect(effectiveTimeZone('UTC', 'America/New_York')).toBe('America/New_York');
    expect(effectiveTimeZone(null, 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(effectiveTimeZone(undefined, 'Nowhere/Else')).toBe('UTC');
    expect(effectiveTimeZone('Bad/Zone', null)).toBe('UTC');
  });
});
