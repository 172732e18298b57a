import { type Db, listLearnedCards } from '@keelerada/db';
import { type LearnedCard, toLearnedCard } from './vocabulary-dto.ts';

/** GET /vocabulary/learned: every card the learner has reviewed at least once. */
export async function getLearnedCards(db: Db, userId: number): Promise<LearnedCard[]> {
  return (await listLearnedCards(db, userId)).map(toLearnedCard);
}
