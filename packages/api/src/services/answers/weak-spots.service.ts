import { type Db, findLearnerCards, learnerConfusions } from '@keelerada/db';
import { toReviewVocabularyCard } from '../vocabulary/vocabulary-dto.ts';

/** How many of the learner's latest judged answers the weak spots look at. */
export const WEAK_SPOT_WINDOW = 40;
/** How many confusions the progress page shows. */
export const WEAK_SPOT_COUNT = 3;
/** Most cards a weak spot's practice holds. */
export const WEAK_SPOT_PRACTICE_CARDS = 10;

export interface WeakSpotDto {
  /** e.g. `inessive ↔ illative` (what was needed ↔ what was given). */
  confusion: string;
  count: number;
  /** The learner's own cards answered with this confusion, to practise (at most WEAK_SPOT_PRACTICE_CARDS). */
  cards: ReturnType<typeof toReviewVocabularyCard>[];
  /**
   * How many of the `count` answers were given in grammar exercises: those have no card of the learner's to practise,
   * so the progress page sends the learner to Grammar for them.
   */
  grammarAnswers: number;
}

export interface WeakSpotsDto {
  /** Judged answers looked at (at most WEAK_SPOT_WINDOW). */
  judged: number;
  spots: WeakSpotDto[];
}

/** GET /study/weak-spots: the learner's most frequent confusions among their latest judged answers. */
export async function getWeakSpots(db: Db, userId: number): Promise<WeakSpotsDto> {
  const { judged, confusions } = await learnerConfusions(db, userId, WEAK_SPOT_WINDOW, WEAK_SPOT_COUNT);
  const ids = [
    ...new Set(confusions.flatMap((c) => c.activityIds.slice(0, WEAK_SPOT_PRACTICE_CARDS).map(Number))),
  ].filter((n) => Number.isInteger(n) && n > 0);
  const cards = new Map((await findLearnerCards(db, userId, ids)).map((c) => [String(c.user_card_id), c]));
  return {
    judged,
    spots: confusions.map((c) => ({
      confusion: c.confusion,
      count: c.count,
      grammarAnswers: c.grammarAnswers,
      cards: c.activityIds.slice(0, WEAK_SPOT_PRACTICE_CARDS).flatMap((id) => {
        const card = cards.get(id);
        return card ? [toReviewVocabularyCard(card)] : [];
      }),
    })),
  };
}
