import type { Db } from '../schema/index.ts';

/**
 * Test fixture: `cardCount` VALID A0 vocabulary cards and one learner per email who has all of them.
 * `cards[learner]` lists that learner's card ids in ascending order.
 */
export async function seedLearnersWithCards(
  db: Db,
  emails: readonly string[],
  cardCount = 3,
): Promise<{ users: number[]; cards: number[][] }> {
  const vocab = await db
    .insertInto('vocabulary_cards')
    .values(
      Array.from({ length: cardCount }, (_, i) => ({
        word: `w${i}`,
        form: `w${i}`,
        translation: `w${i}`,
        word_type: 'NOUN',
        level: 'A0',
        practice_context: 'See on {}.',
        practice_context_translation: 'It is.',
        review_status: 'VALID',
      })),
    )
    .returning('id')
    .execute();
  const users: number[] = [];
  const cards: number[][] = [];
  for (const email of emails) {
    const { id } = await db
      .insertInto('users')
      .values({ email, first_name: 'T', last_name: 'T' })
      .returning('id')
      .executeTakeFirstOrThrow();
    users.push(id);
    const rows = await db
      .insertInto('user_vocabulary_cards')
      .values(vocab.map((v) => ({ user_id: id, vocabulary_card_id: v.id })))
      .returning('id')
      .execute();
    cards.push(rows.map((r) => r.id).sort((a, b) => a - b));
  }
  return { users, cards };
}

/** Test fixture: review-log rows (no FSRS states) for one learner's cards, written 500 to a statement. */
export async function insertReviewLogs(
  db: Db,
  userId: number,
  reviews: readonly { userCardId: number; reviewedAt: Date; rating: number; pass: boolean }[],
): Promise<void> {
  const rows = reviews.map((r) => ({
    user_id: userId,
    user_vocabulary_card_id: r.userCardId,
    rating: r.rating,
    result: r.pass ? ('pass' as const) : ('fail' as const),
    reviewed_at: r.reviewedAt,
    state_before: '{}',
    state_after: '{}',
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('review_logs')
      .values(rows.slice(i, i + 500))
      .execute();
}
