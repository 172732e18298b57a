import { type Db, dailySessionCards, type UserRow } from '@keelerada/db';
import type { DailySessionOptions } from '@keelerada/domain';
import type { LearnerClock } from '../time/learner-clock.ts';
import { type DailyVocabularyItem, toDailyItem } from './vocabulary-dto.ts';

export interface DailySession {
  reviews: DailyVocabularyItem[];
  newWords: DailyVocabularyItem[];
  /** The learner's daily new-word quota and how much of it today's first reviews used. */
  newWordsToday: { quota: number; introduced: number; remaining: number };
}

/**
 * Today's vocabulary: every due review (oldest due first), then new words in path order (level, frequency rank) up
 * to the daily quota left for the learner's local day — all within `limit`. One database round trip.
 */
export async function getDailySession(
  db: Db,
  user: Pick<UserRow, 'id' | 'daily_new_words'>,
  clock: LearnerClock,
  input: DailySessionOptions,
): Promise<DailySession> {
  const { reviews, newWords, introducedToday } = await dailySessionCards(db, {
    userId: user.id,
    now: clock.now,
    today: clock.today,
    limit: input.limit,
    newWordQuota: input.includeNew ? user.daily_new_words : 0,
  });
  return {
    reviews: reviews.map(toDailyItem),
    newWords: newWords.map(toDailyItem),
    newWordsToday: {
      quota: user.daily_new_words,
      introduced: introducedToday,
      remaining: Math.max(0, user.daily_new_words - introducedToday),
    },
  };
}
