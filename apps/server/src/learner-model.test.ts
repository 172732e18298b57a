import { expect, it } from 'vitest';
import { describeApp } from './testing/test-app.ts';

describeApp('learner model over tRPC (issue 21)', (t) => {
  const get = (path: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/trpc/${path}`, headers: t.auth(token) });

  it('offers every retention from 0.80 to 0.95 with the daily load each implies, more reviews for more retention', async () => {
    await t.db
      .insertInto('vocabulary_cards')
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          word: `sõna${i}`,
          form: `sõna${i}`,
          translation: `word ${i}`,
          word_type: 'NOUN',
          level: 'A0',
          frequency_rank: i + 1,
          practice_context: 'See on ___.',
          practice_context_translation: 'This is a word.',
          review_status: 'VALID',
        })),
      )
      .execute();
    const token = await t.login('retention-load@example.ee');
    const res = await get('learnerModel.retentionOptions', token);
    expect(res.statusCode).toBe(200);
    const { desiredRetention, options } = res.json().result.data as {
      desiredRetention: number;
      options: { retention: number; reviewsPerDay: number }[];
    };
    expect(desiredRetention).toBe(0.9);
    expect(options.map((o) => o.retention)).toEqual([
      0.8, 0.81, 0.82, 0.83, 0.84, 0.85, 0.86, 0.87, 0.88, 0.89, 0.9, 0.91, 0.92, 0.93, 0.94, 0.95,
    ]);
    const load = (r: number) => options.find((o) => o.retention === r)!.reviewsPerDay;
    expect(load(0.8)).toBeGreaterThan(0);
    expect(load(0.95)).toBeGreaterThan(load(0.8));
  });

  it('is for signed-in learners only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/learnerModel.retentionOptions' });
    expect(res.statusCode).toBe(401);
  });

  it('shows admins how many learners have fitted parameters and how retention is spread', async () => {
    const learner = await t.login('spread@example.ee');
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/settings',
      headers: t.auth(learner),
      payload: { desiredRetention: 0.85 },
    });
    const admin = await t.login('model-admin@example.ee', { admin: true });
    const res = await get('admin.learnerModel', admin);
    expect(res.statusCode).toBe(200);
    const summary = res.json().result.data;
    expect(summary.fittedLearners).toBe(0);
    expect(summary.meanLogLossImprovement).toBeNull();
    expect(summary.retention).toContainEqual({ retention: 0.85, learners: 1 });
    expect((await get('admin.learnerModel', learner)).statusCode).toBe(403);
  });
});
