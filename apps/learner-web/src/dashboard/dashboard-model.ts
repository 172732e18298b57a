import { addDays, type LocalDate } from '@keelerada/domain';

export interface DailyTask {
  key: 'vocabulary' | 'reading' | 'grammar';
  label: string;
  done: boolean;
}

interface CompletionLike {
  isVocabularyCompleted: boolean;
  isReadingCompleted: boolean;
  isGrammarCompleted: boolean;
}

/**
 * The dashboard checklist (§4): vocabulary counts as done when the server says so or when there are no reviews and
 * no new words; without the completion status (a load failure) it falls back to three unchecked items.
 */
export function dailyTasks(
  completion: CompletionLike | null | undefined,
  daily: { reviews: unknown[]; newWords: unknown[] } | null | undefined,
): DailyTask[] {
  if (!completion) {
    return [
      { key: 'vocabulary', label: 'Vocabulary practice', done: false },
      { key: 'reading', label: 'Reading comprehension practice', done: false },
      { key: 'grammar', label: 'Grammar exercises', done: false },
    ];
  }
  const noVocabulary = daily ? daily.reviews.length === 0 && daily.newWords.length === 0 : false;
  return [
    {
      key: 'vocabulary',
      label: 'Vocabulary practice',
      done: completion.isVocabularyCompleted || noVocabulary,
    },
    { key: 'reading', label: 'Reading comprehension practice', done: completion.isReadingCompleted },
    { key: 'grammar', label: 'Grammar exercises', done: completion.isGrammarCompleted },
  ];
}

export type StreakIcon = 'fire' | 'lightning' | 'muscle' | 'sparkle';

/** Streak icon (§4): 7+ days fire, 3+ lightning, 1+ muscle, otherwise sparkle. */
export function streakIcon(days: number): StreakIcon {
  if (days >= 7) return 'fire';
  if (days >= 3) return 'lightning';
  if (days >= 1) return 'muscle';
  return 'sparkle';
}

export type DayStatus = 'green' | 'yellow' | 'grey' | 'future' | 'before';

export interface CalendarCell {
  date: LocalDate;
  day: number;
  status: DayStatus;
  isToday: boolean;
}

interface CalendarDayLike {
  hasSession: boolean;
  isToday?: boolean;
}

/**
 * Day colours (§4): green when the day has a finished session, yellow for today while today's session is not done,
 * grey for past days without one. Days after today, and days before the learner signed up (`firstDay`, issue 19),
 * are neutral: nothing was missed on them.
 */
export function dayStatus(
  date: LocalDate,
  day: CalendarDayLike | undefined,
  today: LocalDate,
  firstDay?: LocalDate,
): DayStatus {
  if (day?.hasSession) return 'green';
  if (firstDay && date < firstDay) return 'before';
  if (date === today) return 'yellow';
  return date < today ? 'grey' : 'future';
}

/** A month as calendar rows starting on Monday: `null` pads the first week. */
export function monthGrid(
  year: number,
  month: number,
  days: Record<string, CalendarDayLike>,
  today: LocalDate,
  firstDay?: LocalDate,
): (CalendarCell | null)[] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const weekday = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7; // Monday = 0
  const cells: (CalendarCell | null)[] = Array.from({ length: weekday }, () => null);
  for (let d = first; d.slice(0, 7) === first.slice(0, 7); d = addDays(d, 1)) {
    cells.push({
      date: d,
      day: Number(d.slice(8)),
      status: dayStatus(d, days[d], today, firstDay),
      isToday: d === today,
    });
  }
  return cells;
}

/** Mastery percentage of the current level (§9): mastered / total, rounded. */
export function masteryPercent(stats: { total: number; mastered: number }): number {
  return stats.total > 0 ? Math.round((stats.mastered / stats.total) * 100) : 0;
}

/** Active words (§9): learning + familiar + mastered. */
export function activeWords(c: { learning: number; familiar: number; mastered: number }): number {
  return c.learning + c.familiar + c.mastered;
}

/** The learner's local date in the browser ('YYYY-MM-DD'). */
export function todayIn(timeZone: string, now = new Date()): LocalDate {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
