import { addDays, isSameDayStep, type LocalDate, localDateOf } from '@keelerada/domain';

/** The fields of a learned card that say when it comes back. */
export interface ScheduledCard {
  next_review: string;
  review_count: number;
  interval: number;
}

/**
 * The learner's day on which the product next offers the card: a card overdue comes back today; a same-day learning
 * step (just failed or first seen, due again later today) is not offered again today but on the next day (issue 19),
 * so the lexicon does not promise a review the session will not give.
 */
export function reviewDayOf(card: ScheduledCard, today: LocalDate, timeZone: string): LocalDate {
  const dueMs = Date.parse(card.next_review);
  if (isSameDayStep({ reviewCount: card.review_count, intervalDays: card.interval, dueMs }, today, timeZone))
    return addDays(today, 1);
  const due = localDateOf(new Date(dueMs), timeZone);
  return due < today ? today : due;
}

const dayFmt = new Intl.DateTimeFormat('en', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "today", "tomorrow" or the date ("Dec 3, 2026") of a review day. */
export function reviewDayLabel(day: LocalDate, today: LocalDate): string {
  if (day <= today) return 'today';
  if (day === addDays(today, 1)) return 'tomorrow';
  return dayFmt.format(new Date(`${day}T00:00:00Z`));
}
