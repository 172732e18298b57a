const DAY_MS = 86_400_000;

/**
 * The date parts (`YYYY-MM-DDT`) of recently formatted days, by day number modulo the size: the instants of one
 * response or one review (due, last review, now) mostly fall on a few days.
 */
const KEPT_DAYS = 16;
const keptDays: number[] = new Array(KEPT_DAYS).fill(Number.NaN);
const keptPrefixes: string[] = new Array(KEPT_DAYS).fill('');

const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const pad3 = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

/**
 * `new Date(ms).toISOString()` — the same text, about ten times faster: the date part is kept for recent days and
 * the time of day is plain arithmetic (on this project's servers `toISOString` costs ~1.5 µs, and a daily session
 * writes fifty). For a time value outside what a Date can hold it throws as `toISOString` does.
 */
export function isoInstant(time: number): string {
  const ms = Math.trunc(time) + 0; // a Date drops the fraction toward zero (and has no -0)
  const day = Math.floor(ms / DAY_MS);
  const slot = ((day % KEPT_DAYS) + KEPT_DAYS) % KEPT_DAYS || 0; // (NaN: slot 0, and the check below throws)
  if (keptDays[slot] !== day) {
    keptPrefixes[slot] = new Date(ms).toISOString().slice(0, -13); // throws for an invalid time value
    keptDays[slot] = day;
  }
  let rest = ms - day * DAY_MS;
  const h = Math.floor(rest / 3_600_000);
  rest -= h * 3_600_000;
  const m = Math.floor(rest / 60_000);
  rest -= m * 60_000;
  const s = Math.floor(rest / 1000);
  return `${keptPrefixes[slot]}${pad2(h)}:${pad2(m)}:${pad2(s)}.${pad3(Math.floor(rest - s * 1000))}Z`;
}
