import { type Db, listFinishedSessionDates, listSessionsBetween } from '@keelerada/db';
import { type CalendarDay, calendarMonth, computeStreak, monthRange, type Streak } from '@keelerada/domain';
import type { LearnerClock } from '../time/learner-clock.ts';

/** Enough finished days to measure any streak a person can have (ten years). */
const MAX_STREAK_DAYS = 3660;

/** GET /study/streak: consecutive local days with a finished session, ending today or yesterday. */
export async function getStreak(db: Db, userId: number, clock: LearnerClock): Promise<Streak> {
  return computeStreak(await listFinishedSessionDates(db, userId, MAX_STREAK_DAYS), clock.today);
}

/** GET /study/calendar/{year}/{month}: every date of the month → its state. */
export async function getCalendar(
  db: Db,
  userId: number,
  clock: LearnerClock,
  year: number,
  month: number,
): Promise<Record<string, CalendarDay>> {
  const { from, to } = monthRange(year, month);
  const rows = await listSessionsBetween(db, userId, from, to);
  return calendarMonth(
    year,
    month,
    rows.map((r) => ({ localDate: r.local_date, finished: r.is_session_finished })),
    clock.today,
  );
}
