/**
 * A learner's local calendar day ('YYYY-MM-DD') in their IANA time zone, and pure date arithmetic on such days.
 * Days are never derived by adding 24 h to an instant: a DST change day has 23 or 25 hours.
 */
import { isValidTimeZone } from '../account/account.schemas.ts';

export type LocalDate = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

// formatToParts is slow next to everything else a request does, and every request asks for the same minute: keep the
// last answer per zone. Zone offsets change on whole minutes, so an instant's local minute depends only on its UTC
// minute.
const lastParts = new Map<string, { minute: number; parts: Record<string, string> }>();

function parts(instant: Date, timeZone: string): Record<string, string> {
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = lastParts.get(timeZone);
  if (last && last.minute === minute) return last.parts;
  const out: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) out[p.type] = p.value;
  if (lastParts.size < 1000 || last) lastParts.set(timeZone, { minute, parts: out });
  return out;
}

/** The calendar day of `instant` in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const p = parts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The hour (0–23) of `instant` on the learner's wall clock. */
export function localHourOf(instant: Date, timeZone: string): number {
  return Number(parts(instant, timeZone).hour);
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isLocalDate(s: string): boolean {
  const m = DATE_RE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === s;
}

function toUtcDay(date: LocalDate): number {
  const m = DATE_RE.exec(date);
  if (!m) throw new Error(`Not a date: ${date}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000;
}

function fromUtcDay(day: number): LocalDate {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** `date` plus `n` calendar days (n may be negative). */
export function addDays(date: LocalDate, n: number): LocalDate {
  return fromUtcDay(toUtcDay(date) + n);
}

/** Whole calendar days from `a` to `b` (positive when b is later). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  return toUtcDay(b) - toUtcDay(a);
}

/** Number of days in a month (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Every date of a month, in order. */
export function monthDates(year: number, month: number): LocalDate[] {
  const mm = String(month).padStart(2, '0');
  return Array.from(
    { length: daysInMonth(year, month) },
    (_, i) => `${String(year).padStart(4, '0')}-${mm}-${String(i + 1).padStart(2, '0')}`,
  );
}

/**
 * The zone "today" is computed in: the learner's saved zone, else the browser's `X-Time-Zone`, else UTC.
 * A saved value of `UTC` is the column's default, so a valid browser zone takes precedence over it.
 */
export function effectiveTimeZone(
  saved: string | null | undefined,
  requestZone: string | null | undefined,
): string {
  if (saved && saved !== 'UTC' && isValidTimeZone(saved)) return saved;
  if (requestZone && isValidTimeZone(requestZone)) return requestZone;
  return 'UTC';
}
