import type { DailySessionCardRow, Db, UserRow } from '@keelerada/db';
import { type DailySessionOptions, isSameDayStep } from '@keelerada/domain';
import type { Caches } from '../../cache/caches.ts';
import type { LearnerClock } from '../time/learner-clock.ts';
import { readDailySession } from './daily-session-batcher.ts';
import { type VocabularyCatalogue, vocabularyCatalogue } from './vocabulary-catalogue.ts';
import type { DailySessionItem } from './vocabulary-dto.ts';

export interface DailySession {
  reviews: DailySessionItem[];
  newWords: DailySessionItem[];
  /** The learner's daily new-word quota and how much of it today's first reviews used. */
  newWordsToday: { quota: number; introduced: number; remaining: number };
  /** Cards in a same-day learning step (failed or first seen today): left out of `reviews`, revisited later. */
  laterToday: number;
}

/**
 * Today's vocabulary: every due review (oldest due first), then new words in path order (level, frequency rank) up
 * to the daily quota left for the learner's local day — all within `limit`. One database statement over the
 * learner's rows, shared with the other learners' requests waiting at the same time (daily-session-batcher.ts); the
 * cards' texts come from the vocabulary catalogue.
 */
export async function getDailySession(
  db: Db,
  caches: Caches,
  user: Pick<UserRow, 'id' | 'daily_new_words' | 'current_level'>,
  clock: LearnerClock,
  input: DailySessionOptions,
): Promise<DailySession> {
  const [catalogue, { reviews, newWords, introducedToday }] = await Promise.all([
    vocabularyCatalogue(db, caches),
    readDailySession(db, {
      userId: user.id,
      now: clock.now,
      today: clock.today,
      limit: input.limit,
      newWordQuota: input.includeNew ? user.daily_new_words : 0,
      level: user.current_level,
    }),
  ]);
  // a card practised today and due again within the day is not offered as if due (issue 19)
  const step = (r: DailySessionCardRow) =>
    isSameDayStep(
      { reviewCount: r.review_count, intervalDays: r.interval_days, dueMs: r.due_ms },
      clock.today,
      clock.timeZone,
    );
  const due = reviews.filter((r) => !step(r));
  return {
    reviews: toDailyItems(due, catalogue),
    newWords: toDailyItems(newWords, catalogue),
    newWordsToday: {
      quota: user.daily_new_words,
      introduced: introducedToday,
      remaining: Math.max(0, user.daily_new_words - introducedToday),
    },
    laterToday: reviews.length - due.length,
  };
}

/**
 * §3 items. A card the catalogue does not have yet (it became VALID a moment ago and the change has not reached this
 * process) is left out of this response; it comes with the next one.
 */
function toDailyItems(rows: DailySessionCardRow[], catalogue: VocabularyCatalogue): DailySessionItem[] {
  const out: DailySessionItem[] = [];
  for (const r of rows) {
    const card = catalogue.get(r.vocabulary_card_id);
    if (!card) continue;
    out.push({
      userVocabularyCardId: r.user_card_id,
      vocabularyCard: card.vocabularyCard,
      word: card.word,
      user_progress: {
        repetitions: r.repetitions,
        review_count: r.review_count,
        interval: r.interval_days,
        next_review: r.review_count > 0 ? new Date(r.due_ms).toISOString() : null,
      },
    });
  }
  return out;
}
