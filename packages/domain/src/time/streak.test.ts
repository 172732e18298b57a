import { describe, expect, it } from 'vitest';
import { localDateOf } from './local-day.ts';
import { calendarMonth, computeStreak, monthRange } from './streak.ts';

describe('computeStreak', () => {
  it('is zero without sessions', () => {
    expect(computeStreak([], '2026-05-10')).toEqual({ currentStreak: 0, lastStudyDate: null });
  });

  it('counts consecutive days ending today', () => {
    expect(computeStreak(['2026-05-08', '2026-05-09', '2026-05-10'], '2026-05-10')).toEqual({
      currentStreak: 3,
      lastStudyDate: '2026-05-10',
    });
  });

  it('still counts when the last session was yesterday', () => {
    expect(computeStreak(['2026-05-08', '2026-05-09'], '2026-05-10').currentStreak).toBe(2);
  });

  it('is broken by a missed day', () => {
    expect(computeStreak(['2026-05-07', '2026-05-08'], '2026-05-10')).toEqual({
      currentStreak: 0,
      lastStudyDate: '2026-05-08',
    });
    expect(computeStreak(['2026-05-06', '2026-05-08', '2026-05-09'], '2026-05-09').currentStreak).toBe(2);
  });

  it('counts a day with several sessions once, whatever the order', () => {
    expect(
      computeStreak(['2026-05-10', '2026-05-09', '2026-05-10', '2026-05-09'], '2026-05-10').currentStreak,
    ).toBe(2);
  });

  it('is neither broken nor doubled by the Tallinn DST changes', () => {
    const tz = 'Europe/Tallinn';
    // one session a day at 00:30 local time across 28 March – 1 April 2026 (spring forward on the 29th)
    const spring = [
      '2026-03-27T22:30:00Z', // 28 Mar 00:30 EET
      '2026-03-28T22:30:00Z', // 29 Mar 00:30 EET
      '2026-03-29T21:30:00Z', // 30 Mar 00:30 EEST
      '2026-03-30T21:30:00Z', // 31 Mar 00:30 EEST
    ].map((s) => localDateOf(new Date(s), tz));
    expect(spring).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
    expect(computeStreak(spring, localDateOf(new Date('2026-03-31T20:00:00Z'), tz)).currentStreak).toBe(4);

    // fall back: two sessions in the repeated hour of 25 October are one day; 23:30 local on both sides
    const autumn = [
      '2026-10-23T20:30:00Z', // 23:30 EEST 23 Oct
      '2026-10-25T00:30:00Z', // 03:30 EEST 25 Oct (first 03:30)
      '2026-10-25T01:30:00Z', // 03:30 EET 25 Oct (second 03:30)
      '2026-10-24T20:30:00Z', // 23:30 EEST 24 Oct
      '2026-10-25T21:30:00Z', // 23:30 EET 25 Oct
    ].map((s) => localDateOf(new Date(s), tz));
    expect(computeStreak(autumn, '2026-10-26')).toEqual({ currentStreak: 3, lastStudyDate: '2026-10-25' });
  });

  it('survives a learner who changes time zone', () => {
    // studied in Tallinn on 1–3 June (evenings), flew to New York, studied there on 4 June local time
    const dates = [
      localDateOf(new Date('2026-06-01T17:00:00Z'), 'Europe/Tallinn'),
      localDateOf(new Date('2026-06-02T17:00:00Z'), 'Europe/Tallinn'),
      localDateOf(new Date('2026-06-03T17:00:00Z'), 'Europe/Tallinn'),
      localDateOf(new Date('2026-06-05T02:00:00Z'), 'America/New_York'), // 4 June 22:00 EDT
    ];
    expect(dates).toEqual(['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04']);
    const todayInNewYork = localDateOf(new Date('2026-06-05T03:00:00Z'), 'America/New_York');
    expect(computeStreak(dates, todayInNewYork).currentStreak).toBe(4);
  });

  it('does not break when the last session is "tomorrow" after flying west', () => {
    // studied in Tokyo on the morning of 2 June (local), landed in Honolulu where it is still 1 June
    const tokyo = localDateOf(new Date('2026-06-01T23:30:00Z'), 'Asia/Tokyo');
    expect(tokyo).toBe('2026-06-02');
    const todayHonolulu = localDateOf(new Date('2026-06-02T05:00:00Z'), 'Pacific/Honolulu');
    expect(todayHonolulu).toBe('2026-06-01');
    expect(computeStreak(['2026-05-31', '2026-06-01', tokyo], todayHonolulu)).toEqual({
      currentStreak: 3,
      lastStudyDate: '2026-06-02',
    });
    // and the day after in Honolulu (2 June) the streak still stands without a new session
    expect(computeStreak(['2026-05-31', '2026-06-01', tokyo], '2026-06-02').currentStreak).toBe(3);
  });
});

describe('calendarMonth', () => {
  it('maps every date of the month to its state', () => {
    const cal = calendarMonth(
      2026,
      3,
      [
        { localDate: '2026-03-02', finished: true },
        { localDate: '2026-03-02', finished: true },
        { localDate: '2026-03-10', finished: false },
        { localDate: '2026-04-01', finished: true },
      ],
      '2026-03-10',
    );
    expect(Object.keys(cal)).toHaveLength(31);
    expect(cal['2026-03-02']).toEqual({
      hasSession: true,
      hasUnfinishedSession: false,
      sessionsCompleted: 2,
      isToday: false,
      isFuture: false,
    });
    expect(cal['2026-03-10']).toMatchObject({ hasSession: false, hasUnfinishedSession: true, isToday: true });
    expect(cal['2026-03-11']).toMatchObject({ hasSession: false, isFuture: true });
    expect(cal['2026-04-01']).toBeUndefined();
  });

  it('gives the month range for queries', () => {
    expect(monthRange(2026, 2)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});
