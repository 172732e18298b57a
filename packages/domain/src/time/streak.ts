import { daysBetween, type LocalDate, monthDates } from './local-day.ts';

export interface Streak {
  currentStreak: number;
  lastStudyDate: LocalDate | null;
}

/**
 * Consecutive local days with at least one finished session, ending today or yesterday (learner-app.md §4, issue 3).
 * `studyDates` are the local days sessions were finished on, in whatever zone the learner was in at the time; they
 * may repeat and come in any order. A date later than `today` (a learner who flew west after studying) counts as
 * today, so travelling never breaks or doubles a streak.
 */
export function computeStreak(studyDates: readonly LocalDate[], today: LocalDate): Streak {
  const unique = [...new Set(studyDates)].sort().reverse();
  const last = unique[0];
  if (last === undefined) return { currentStreak: 0, lastStudyDate: null };
  if (daysBetween(last, today) > 1) return { currentStreak: 0, lastStudyDate: last };
  let streak = 1;
  let prev = last;
  for (const d of unique.slice(1)) {
    if (daysBetween(d, prev) !== 1) break;
    streak++;
    prev = d;
  }
  return { currentStreak: streak, lastStudyDate: last };
}

export interface CalendarSession {
  localDate: LocalDate;
  finished: boolean;
}

export interface CalendarDay {
  /** At least one finished session that day (the calendar's green). */
  hasSession: boolean;
  /** A session was started that day and not finished (yellow when the day is today). */
  hasUnfinishedSession: boolean;
  /** Number of finished sessions that day. */
  sessionsCompleted: number;
  isToday: boolean;
  isFuture: boolean;
}

/** The calendar payload: every date of the month mapped to its state (§3 "Calendar day", §4 colours). */
export function calendarMonth(
  year: number,
  month: number,
  sessions: readonly CalendarSession[],
  today: LocalDate,
): Record<LocalDate, CalendarDay> {
  const out: Record<LocalDate, CalendarDay> = {};
  for (const date of monthDates(year, month)) {
    out[date] = {
      hasSession: false,
      hasUnfinishedSession: false,
      sessionsCompleted: 0,
      isToday: date === today,
      isFuture: daysBetween(today, date) > 0,
    };
  }
  for (const s of sessions) {
    const day = out[s.localDate];
    if (!day) continue;
    if (s.finished) {
      day.hasSession = true;
      day.sessionsCompleted++;
    } else day.hasUnfinishedSession = true;
  }
  return out;
}

/** The first and last date of a month, for range queries. */
export function monthRange(year: number, month: number): { from: LocalDate; to: LocalDate } {
  const dates = monthDates(year, month);
  return { from: dates[0]!, to: dates[dates.length - 1]! };
}
