import { useQuery } from '@tanstack/react-query';
import { BicepsFlexed, Check, Flame, type LucideIcon, Sparkles, Zap } from 'lucide-react';
import { useState } from 'react';
import { trpc } from '../api.ts';
import { CALENDAR_SKELETON_CELLS } from '../lib/constants.ts';
import { type DayStatus, monthGrid, type StreakIcon, streakIcon, todayIn } from './dashboard-model.ts';

const STREAK_ICONS: Record<StreakIcon, LucideIcon> = {
  fire: Flame,
  lightning: Zap,
  muscle: BicepsFlexed,
  sparkle: Sparkles,
};

const WEEKDAYS = [
  { short: 'Mon', full: 'Monday' },
  { short: 'Tue', full: 'Tuesday' },
  { short: 'Wed', full: 'Wednesday' },
  { short: 'Thu', full: 'Thursday' },
  { short: 'Fri', full: 'Friday' },
  { short: 'Sat', full: 'Saturday' },
  { short: 'Sun', full: 'Sunday' },
];
const STATUS_TEXT: Record<DayStatus, string> = {
  green: 'studied',
  yellow: 'today, not finished yet',
  grey: 'no session',
  future: '',
  before: 'before you joined',
};

/** The study-streak calendar (§2, §4): the streak with its icon and a month of coloured days. */
export function StreakCalendar({ timeZone, firstDay }: { timeZone: string; firstDay?: string }) {
  const today = todayIn(timeZone);
  const [ym, setYm] = useState(() => ({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }));
  const streak = useQuery(trpc.study.streak.queryOptions());
  const calendar = useQuery(trpc.study.calendar.queryOptions(ym));
  const serverToday = calendar.data
    ? Object.entries(calendar.data).find(([, d]) => d.isToday)?.[0]
    : undefined;
  const effectiveToday = serverToday ?? today;
  const isCurrentMonth = ym.year === Number(today.slice(0, 4)) && ym.month === Number(today.slice(5, 7));
  const monthName = new Date(Date.UTC(ym.year, ym.month - 1, 1)).toLocaleString('en', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const days = streak.data?.currentStreak ?? 0;
  const shift = (delta: number) =>
    setYm(({ year, month }) => {
      const m = month + delta;
      return m < 1
        ? { year: year - 1, month: 12 }
        : m > 12
          ? { year: year + 1, month: 1 }
          : { year, month: m };
    });

  return (
    <section className="kr-card streak-card" aria-labelledby="streak-title" data-testid="streak-calendar">
      <header className="kr-card-header">
        <h2 className="kr-card-title" id="streak-title">
          Study Streak
        </h2>
        <p className="streak-count" data-testid="streak-count">
          <span aria-hidden="true" className="streak-icon">
            {(() => {
              const Icon = STREAK_ICONS[streakIcon(days)];
              return <Icon size={20} data-icon={streakIcon(days)} />;
            })()}
          </span>{' '}
          {streak.isPending ? '…' : `${days} ${days === 1 ? 'day' : 'days'}`}
        </p>
      </header>
      <div className="cal-nav">
        <button
          type="button"
          className="kr-icon-btn cal-nav-btn"
          aria-label="Previous month"
          onClick={() => shift(-1)}
        >
          ‹
        </button>
        <h3 className="cal-month" aria-live="polite">
          {monthName}
        </h3>
        <button
          type="button"
          className="kr-icon-btn cal-nav-btn"
          aria-label="Next month"
          onClick={() => shift(1)}
          disabled={isCurrentMonth}
        >
          ›
        </button>
      </div>
      <table className="cal-grid" aria-busy={calendar.isPending} data-testid="calendar">
        <caption className="sr-only">Study calendar, {monthName}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d.short} scope="col" className="cal-weekday">
                <abbr title={d.full}>{d.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.isPending ? (
            <CalendarRows
              cells={Array.from({ length: CALENDAR_SKELETON_CELLS }, (_, i) => ({
                skeleton: true as const,
                key: i,
              }))}
            />
          ) : calendar.isError ? (
            <tr>
              <td colSpan={7} className="kr-muted cal-error">
                The calendar could not be loaded.
              </td>
            </tr>
          ) : (
            <CalendarRows
              cells={monthGrid(ym.year, ym.month, calendar.data, effectiveToday, firstDay).map((c, i) =>
                c ? { ...c, key: c.date } : { empty: true as const, key: `pad-${i}` },
              )}
            />
          )}
        </tbody>
      </table>
      <ul className="cal-legend" aria-label="Legend">
        <li>
          <span className="cal-swatch day-green" aria-hidden="true" /> Studied
        </li>
        <li>
          <span className="cal-swatch day-yellow" aria-hidden="true" /> Today
        </li>
        <li>
          <span className="cal-swatch day-grey" aria-hidden="true" /> Missed
        </li>
      </ul>
    </section>
  );
}

const dayFmt = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });

type Cell =
  | { skeleton: true; key: number }
  | { empty: true; key: string }
  | { key: string; date: string; day: number; status: DayStatus; isToday: boolean };

function CalendarRows({ cells }: { cells: Cell[] }) {
  const rows: Cell[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));
  return (
    <>
      {rows.map((row) => (
        <tr key={row[0]!.key}>
          {row.map((c) => {
            if ('skeleton' in c)
              return (
                <td key={c.key}>
                  <span className="cal-day cal-skeleton" data-testid="cal-skeleton" />
                </td>
              );
            if ('empty' in c) return <td key={c.key} />;
            const text = STATUS_TEXT[c.status];
            return (
              <td key={c.key} aria-current={c.isToday ? 'date' : undefined}>
                <span
                  className={`cal-day day-${c.status} ${c.isToday ? 'is-today' : ''}`}
                  data-date={c.date}
                  data-status={c.status}
                >
                  {c.status === 'green' ? (
                    <span aria-hidden="true" className="cal-tick">
                      <Check size={10} strokeWidth={3} />
                    </span>
                  ) : null}
                  <span aria-hidden="true">{c.day}</span>
                  <span className="sr-only">
                    {c.day} {dayFmt.format(new Date(`${c.date}T12:00:00Z`))}
                    {text ? `, ${text}` : ''}
                  </span>
                </span>
              </td>
            );
          })}
        </tr>
      ))}
    </>
  );
}
