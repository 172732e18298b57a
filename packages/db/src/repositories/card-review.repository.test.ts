import { beforeAll, expect, it } from 'vitest';
import { isRefusedStatement } from '../batching/statement-error.ts';
import type { UserVocabularyCardRow } from '../schema/index.ts';
import { describeDb, seedLearnersWithCards } from '../testing/index.ts';
import { findUserCardsByIds, type ReviewSave, saveReviewsIfUnchanged } from './card-review.repository.ts';

describeDb('card review statements', (t) => {
  /** Three learners with five cards each: cards[learner][i] (the third learner leaves in the last test). */
  let users: number[] = [];
  let cards: number[][] = [];
  beforeAll(async () => {
    ({ users, cards } = await seedLearnersWithCards(
      t.db,
      ['one@example.ee', 'two@example.ee', 'gone@example.ee'],
      5,
    ));
  });

  const card = (id: number) =>
    t.db.selectFrom('user_vocabulary_cards').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const logsOf = (id: number) =>
    t.db
      .selectFrom('review_logs')
      .selectAll()
      .where('user_vocabulary_card_id', '=', id)
      .orderBy('id')
      .execute();

  function save(row: UserVocabularyCardRow, over: Partial<ReviewSave> = {}, responseTime = 900): ReviewSave {
    const at = new Date('2026-11-20T10:00:00Z');
    return {
      userCardId: row.id,
      userId: row.user_id,
      expectedReviewCount: row.review_count,
      patch: {
        ...row,
        stability: 0.1 + 0.2,
        difficulty: 1e-7,
        review_count: row.review_count + 1,
        last_review: at,
        introduced_at: at,
        introduced_on: '2026-11-20',
      },
      log: {
        rating: 3,
        result: 'pass',
        response_time_ms: responseTime,
        reviewed_at: at,
        state_before: { reps: row.reps } as never,
        state_after: { reps: row.reps + 1, note: 'quote " and \\ backslash' } as never,
      },
      ...over,
    };
  }

  it('reads many cards in one statement, whoever owns them, and leaves out unknown ids', async () => {
    const [a, b] = cards;
    const found = await findUserCardsByIds(t.db, [a![0]!, b![1]!, a![0]!, 99_999_999]);
    expect([...found.keys()].sort((x, y) => x - y)).toEqual([a![0], b![1]]);
    expect(found.get(a![0]!)).toMatchObject({ id: a![0], user_id: users[0], review_count: 0, state: 0 });
    expect(found.get(b![1]!)).toMatchObject({ id: b![1], user_id: users[1] });
    expect((await findUserCardsByIds(t.db, [])).size).toBe(0);
  });

  it('reads a card’s state exactly as stored: instants to the millisecond, floats to the last digit, nulls', async () => {
    const c = cards[0]![3]!;
    const row = await card(c);
    const due = new Date('2027-01-02T03:04:05.678Z');
    const [applied] = await saveReviewsIfUnchanged(t.db, [
      save(row, {
        patch: {
          ...row,
          due,
          stability: 0.1 + 0.2,
          difficulty: 1 / 3,
          last_review: new Date('2026-11-20T10:00:00.001Z'),
          review_count: row.review_count + 1,
        },
      }),
    ]);
    expect(applied).toBe(true);
    const stored = await t.db
      .selectFrom('user_vocabulary_cards')
      .select([
        'id',
        'user_id',
        'vocabulary_card_id',
        'due',
        'stability',
        'difficulty',
        'elapsed_days',
        'scheduled_days',
        'learning_steps',
        'reps',
        'lapses',
        'state',
        'last_review',
        'repetitions',
        'interval_days',
        'review_count',
        'successful_reviews',
      ])
      .where('id', '=', c)
      .executeTakeFirstOrThrow();
    const found = (await findUserCardsByIds(t.db, [c])).get(c);
    expect(found).toEqual(stored);
    expect(found?.due.toISOString()).toBe('2027-01-02T03:04:05.678Z');
    expect([found?.stability, found?.difficulty]).toEqual([0.1 + 0.2, 1 / 3]);
    expect(found?.last_review?.toISOString()).toBe('2026-11-20T10:00:00.001Z');
    // a card never reviewed has no last review
    expect((await findUserCardsByIds(t.db, [cards[1]![3]!])).get(cards[1]![3]!)?.last_review).toBeNull();
  });

  it('writes every field of a save to its own column, and its log', async () => {
    const c = cards[0]![4]!;
    const row = await card(c);
    const patch = {
      due: new Date('2027-02-03T04:05:06.789Z'),
      stability: 1.5,
      difficulty: 2.25,
      elapsed_days: 3,
      scheduled_days: 4,
      learning_steps: 5,
      reps: 6,
      lapses: 7,
      state: 2,
      last_review: new Date('2027-01-01T00:00:00.123Z'),
      repetitions: 8,
      interval_days: 9,
      review_count: 10,
      successful_reviews: 11,
      introduced_at: new Date('2026-12-24T18:00:00.001Z'),
      introduced_on: '2026-12-24',
    };
    const log = {
      rating: 1,
      result: 'fail' as const,
      response_time_ms: 1234,
      reviewed_at: new Date('2027-01-01T00:00:00.456Z'),
      state_before: { reps: 5, due: 'before' } as never,
      state_after: { reps: 6, due: 'after' } as never,
    };
    const applied = await saveReviewsIfUnchanged(t.db, [
      { userCardId: c, userId: row.user_id, expectedReviewCount: row.review_count, patch, log },
    ]);
    expect(applied).toEqual([true]);
    expect(await card(c)).toMatchObject(patch);
    const logs = await logsOf(c);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ ...log, user_id: row.user_id, user_vocabulary_card_id: c });
  });

  it('saves a batch: each save applies only to its learner’s card at the expected count, with exactly its log', async () => {
    const [a, b] = cards;
    const a0 = await card(a![0]!);
    const b0 = await card(b![0]!);
    const a1 = await card(a![1]!);
    const b1 = await card(b![1]!);
    const applied = await saveReviewsIfUnchanged(t.db, [
      save(b0),
      save(a0),
      save(a1, { expectedReviewCount: 7 }), // stale: computed from a count the card does not have
      save(b1, { userId: users[0]! }), // not this learner's card
    ]);
    expect(applied).toEqual([true, true, false, false]);

    for (const row of [a0, b0]) {
      const after = await card(row.id);
      expect(after).toMatchObject({
        review_count: 1,
        stability: 0.1 + 0.2,
        difficulty: 1e-7,
        last_review: new Date('2026-11-20T10:00:00Z'),
        introduced_at: new Date('2026-11-20T10:00:00Z'),
        introduced_on: '2026-11-20',
      });
      const logs = await logsOf(row.id);
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatchObject({
        user_id: row.user_id,
        rating: 3,
        result: 'pass',
        response_time_ms: 900,
        reviewed_at: new Date('2026-11-20T10:00:00Z'),
        state_before: { reps: 0 },
        state_after: { reps: 1, note: 'quote " and \\ backslash' },
      });
    }
    for (const row of [a1, b1]) {
      expect(await card(row.id)).toEqual(row);
      expect(await logsOf(row.id)).toEqual([]);
    }

    // the same save again is stale now; a later review keeps the first introduction
    const again = await card(a0.id);
    const later = save(again);
    later.patch.introduced_at = new Date('2030-01-01T00:00:00Z');
    later.patch.introduced_on = '2030-01-01';
    expect(await saveReviewsIfUnchanged(t.db, [save(a0)])).toEqual([false]);
    expect(await saveReviewsIfUnchanged(t.db, [later])).toEqual([true]);
    expect(await card(a0.id)).toMatchObject({ review_count: 2, introduced_on: '2026-11-20' });
    expect(await logsOf(a0.id)).toHaveLength(2);
  });

  it('applies nothing of a batch Postgres refuses', async () => {
    const [a, b] = cards;
    const a2 = await card(a![2]!);
    const b2 = await card(b![2]!);
    // a response time that is not a whole number cannot go into an integer column
    const err = await saveReviewsIfUnchanged(t.db, [save(a2), save(b2, {}, 1.5)]).catch((e: unknown) => e);
    expect(isRefusedStatement(err)).toBe(true);
    expect(await card(a2.id)).toEqual(a2);
    expect(await logsOf(a2.id)).toEqual([]);
    expect(await card(b2.id)).toEqual(b2);
  });

  it('refuses two saves of one card in one call', async () => {
    const row = await card(cards[0]![2]!);
    await expect(saveReviewsIfUnchanged(t.db, [save(row), save(row)])).rejects.toThrow(/at most once/);
    expect(await saveReviewsIfUnchanged(t.db, [])).toEqual([]);
  });

  it('logs each review under the card’s owner, and the logs go with the learner (through their cards)', async () => {
    const row = await card(cards[2]![0]!);
    expect(await saveReviewsIfUnchanged(t.db, [save(row)])).toEqual([true]);
    const [log] = await logsOf(row.id);
    expect(log).toMatchObject({ user_id: row.user_id, user_vocabulary_card_id: row.id });
    await t.db.deleteFrom('users').where('id', '=', row.user_id).execute();
    expect(await logsOf(row.id)).toEqual([]);
    const left = await t.db
      .selectFrom('review_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  });
});
