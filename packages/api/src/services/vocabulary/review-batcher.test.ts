import type { ReviewSave, UserVocabularyCardRow } from '@keelerada/db';
import { describeDb, seedLearnersWithCards } from '@keelerada/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { readCards, readUserCard, reviewBatchers, saveReview, writeReviews } from './review-batcher.ts';

describeDb('review batcher', (t) => {
  let users: number[] = [];
  /** cards[learner] = that learner's card ids */
  let cards: number[][] = [];
  beforeAll(async () => {
    ({ users, cards } = await seedLearnersWithCards(t.db, ['b1@example.ee', 'b2@example.ee']));
  });

  const card = (id: number) =>
    t.db.selectFrom('user_vocabulary_cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const logCount = async (id: number) =>
    (await t.db.selectFrom('review_logs').select('id').where('user_vocabulary_card_id', '=', id).execute())
      .length;
  const save = (row: UserVocabularyCardRow, responseTime = 700): ReviewSave => ({
    userCardId: row.id,
    userId: row.user_id,
    expectedReviewCount: row.review_count,
    patch: { ...row, review_count: row.review_count + 1, last_review: new Date() },
    log: {
      rating: 3,
      result: 'pass',
      response_time_ms: responseTime,
      reviewed_at: new Date(),
      state_before: {} as never,
      state_after: {} as never,
    },
  });

  it('checks ownership per request: one card asked for by its owner and by somebody else in one batch', async () => {
    const [mine] = cards[0]!;
    const out = await readCards(t.db, [
      { userId: users[0]!, cardId: mine! },
      { userId: users[1]!, cardId: mine! },
      { userId: users[1]!, cardId: cards[1]![0]! },
      { userId: users[1]!, cardId: 99_999_999 },
    ]);
    expect(out.map((o) => o.ok && o.value?.id)).toEqual([mine, undefined, cards[1]![0], undefined]);
  });

  it('saves the rest of a batch when Postgres refuses it because of one save, which alone fails', async () => {
    const good = await card(cards[0]![1]!);
    const bad = await card(cards[1]![1]!);
    const out = await writeReviews(t.db, [save(good), save(bad, 1.5)]);
    expect(out[0]).toEqual({ ok: true, value: true });
    expect(out[1]).toMatchObject({ ok: false, error: { code: '22P02' } });
    expect(await card(good.id)).toMatchObject({ review_count: 1 });
    expect(await logCount(good.id)).toBe(1);
    expect(await card(bad.id)).toEqual(bad);
    expect(await logCount(bad.id)).toBe(0);
  });

  it('keeps one pair of batchers per database handle', () => {
    expect(reviewBatchers(t.db)).toBe(reviewBatchers(t.db));
  });

  it('runs on the transaction itself inside one, never on the shared batch', async () => {
    const id = cards[0]![2]!;
    const applied = await t.db.transaction().execute(async (trx) => {
      const row = await readUserCard(trx, users[0]!, id);
      expect(row).toMatchObject({ id, review_count: 0 });
      const full = await trx
        .selectFrom('user_vocabulary_cards')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return saveReview(trx, save(full));
    });
    expect(applied).toBe(true);
    expect(await card(id)).toMatchObject({ review_count: 1 });
    expect(await logCount(id)).toBe(1);
  });
});
