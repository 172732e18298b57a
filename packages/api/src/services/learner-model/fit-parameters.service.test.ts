import { describeDb, insertReviewLogs, seedLearnersWithCards } from '@keelerada/db/testing';
import { applyReview, DEFAULT_PARAMETERS, FIT_MIN_REVIEWS, newCardState } from '@keelerada/domain';
import { beforeAll, expect, it } from 'vitest';
import { learnerClock } from '../time/learner-clock.ts';
import { submitReview } from '../vocabulary/review.service.ts';
import { fitLearnerParameters } from './fit-parameters.service.ts';
import { syntheticReviewLog } from './synthetic-log.ts';

/** A learner who forgets much faster than FSRS's default learner (first stabilities a third, slower growth). */
const FORGETFUL = DEFAULT_PARAMETERS.map((w, i) => (i <= 3 ? w / 3 : i === 8 ? w * 0.6 : w));

describeDb('fitting a learner’s FSRS parameters', (t) => {
  let users: number[] = [];
  beforeAll(async () => {
    let cards: number[][] = [];
    ({ users, cards } = await seedLearnersWithCards(t.db, ['forgetful@example.ee', 'new@example.ee'], 250));
    const log = syntheticReviewLog({
      trueParameters: FORGETFUL,
      cards: 250,
      reviewsPerCard: 8,
      seed: 7,
      start: new Date('2026-01-01T08:00:00Z'),
    });
    await insertReviewLogs(
      t.db,
      users[0]!,
      log.map((r) => ({
        userCardId: cards[0]![r.cardIndex]!,
        reviewedAt: r.reviewedAt,
        rating: r.rating,
        pass: r.pass,
      })),
    );
  }, 60_000);

  it('recovers parameters that predict held-out reviews better than the defaults, and adopts them', async () => {
    const out = await fitLearnerParameters(t.db, users[0]!, new Date('2026-06-01T00:00:00Z'));
    expect(out.status).toBe('fitted');
    expect(out.reviewCount).toBe(2000);
    expect(out.logLoss!).toBeLessThan(out.defaultLogLoss!);
    expect(out.adopted).toBe(true);
    const user = await t.db
      .selectFrom('users')
      .select('fsrs_parameters')
      .where('id', '=', users[0]!)
      .executeTakeFirstOrThrow();
    expect(user.fsrs_parameters).toHaveLength(21);
    // the forgetful learner's first stability after Good is recovered well below the default's
    expect(user.fsrs_parameters![2]!).toBeLessThan(DEFAULT_PARAMETERS[2]!);
    const fit = await t.db
      .selectFrom('learner_model_fits')
      .selectAll()
      .where('user_id', '=', users[0]!)
      .executeTakeFirstOrThrow();
    expect(fit).toMatchObject({
      review_count: 2000,
      train_items: expect.any(Number),
      test_items: expect.any(Number),
    });
    expect(fit.test_items).toBeGreaterThan(0);
    expect(fit.default_log_loss).toBeCloseTo(out.defaultLogLoss!, 5);
  }, 60_000);

  it('schedules the learner’s next review with their fitted parameters', async () => {
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', users[0]!)
      .executeTakeFirstOrThrow();
    expect(user.fsrs_parameters).not.toBeNull();
    const card = await t.db
      .selectFrom('user_vocabulary_cards')
      .select('id')
      .where('user_id', '=', user.id)
      .where('review_count', '=', 0)
      .executeTakeFirstOrThrow();
    const now = new Date('2026-06-02T09:00:00Z');
    await submitReview(t.db, user, learnerClock(user, null, now), { cardId: card.id, result: 'pass' });
    const after = await t.db
      .selectFrom('user_vocabulary_cards')
      .select('stability')
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    const withDefaults = applyReview(newCardState(now), 'pass', now).after.stability;
    expect(after.stability).toBeCloseTo(user.fsrs_parameters![2]!, 3);
    expect(after.stability).not.toBeCloseTo(withDefaults, 2);
  });

  it('leaves a learner with too few reviews on the defaults', async () => {
    const out = await fitLearnerParameters(t.db, users[1]!);
    expect(out).toEqual({ status: 'too-few-reviews', reviewCount: 0 });
    expect(FIT_MIN_REVIEWS).toBeGreaterThan(0);
    const user = await t.db
      .selectFrom('users')
      .select('fsrs_parameters')
      .where('id', '=', users[1]!)
      .executeTakeFirstOrThrow();
    expect(user.fsrs_parameters).toBeNull();
  });
});
