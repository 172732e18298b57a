/**
 * Progress tiers (learner-app.md §4, issue 3): New = never reviewed; Learning = reviewed 1–2 times; Familiar = 3+
 * reviews and not mastered; Mastered = 5+ successful reviews with an interval of 30 days or more.
 */
export type Tier = 'new' | 'learning' | 'familiar' | 'mastered';

export const MASTERED_MIN_SUCCESSFUL = 5;
export const MASTERED_MIN_INTERVAL_DAYS = 30;

export interface TierInput {
  review_count: number;
  successful_reviews: number;
  interval_days: number;
}

export function tierOf(c: TierInput): Tier {
  if (c.review_count <= 0) return 'new';
  if (c.successful_reviews >= MASTERED_MIN_SUCCESSFUL && c.interval_days >= MASTERED_MIN_INTERVAL_DAYS)
    return 'mastered';
  if (c.review_count <= 2) return 'learning';
  return 'familiar';
}

/**
 * The `status` of a learned card as §3 names its values (mastered, learning, review): a Familiar card is one "in
 * review". A card never reviewed is `new`.
 */
export type TierStatus = 'new' | 'learning' | 'review' | 'mastered';

export function tierStatus(t: Tier): TierStatus {
  return t === 'familiar' ? 'review' : t;
}

export interface TierCounts {
  learning: number;
  familiar: number;
  mastered: number;
}

/** Counts of reviewed cards by tier (new cards are not counted). */
export function countTiers(cards: Iterable<TierInput>): TierCounts & { new: number } {
  const out = { new: 0, learning: 0, familiar: 0, mastered: 0 };
  for (const c of cards) out[tierOf(c)]++;
  return out;
}
