import { type LocalDate, localDateOf } from '../time/local-day.ts';

/**
 * A card in a same-day learning step: reviewed before (a fail or a first sight), scheduled again within the day
 * (interval 0) and due on the learner's today. Such a card was just practised; it is not offered again as if due
 * but counted as `laterToday` and comes back the next day (issue 19). A step left over from an earlier day is due as
 * usual.
 */
export function isSameDayStep(
  card: { reviewCount: number; intervalDays: number; dueMs: number },
  today: LocalDate,
  timeZone: string,
): boolean {
  return (
    card.reviewCount > 0 && card.intervalDays === 0 && localDateOf(new Date(card.dueMs), timeZone) === today
  );
}
