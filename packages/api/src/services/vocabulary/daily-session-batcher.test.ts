import { type DailySessionArgs, dailySessionCards } from '@keelerada/db';
import { describeDb, seedLearnersWithCards } from '@keelerada/db/testing';
import { beforeAll, expect, it } from 'vitest';
import { dailySessionBatcher, readDailySession, readDailySessions } from './daily-session-batcher.ts';

describeDb('daily-session batcher', (t) => {
  let users: number[] = [];
  beforeAll(async () => {
    ({ users } = await seedLearnersWithCards(t.db, ['d1@example.ee', 'd2@example.ee', 'd3@example.ee'], 4));
  });

  const job = (userId: number, limit: number): DailySessionArgs => ({
    userId,
    now: new Date(),
    today: '2026-05-10',
    limit,
    newWordQuota: 10,
    level: 'A0',
  });

  it('sends concurrent sessions of different learners as one batch, each learner getting their own', async () => {
    const b = dailySessionBatcher(t.db);
    const sizes: number[] = [];
    const stop = b.observe((n) => sizes.push(n));
    const resume = b.pause();
    try {
      const jobs = [job(users[0]!, 1), job(users[1]!, 3), job(users[2]!, 50)];
      const pending = Promise.all(jobs.map((j) => readDailySession(t.db, j)));
      await Promise.resolve();
      expect(b.waiting).toBe(3);
      resume();
      const got = await pending;
      expect(sizes).toEqual([3]);
      expect(got.map((s) => s.newWords.length)).toEqual([1, 3, 4]);
      for (const [i, j] of jobs.entries()) expect(got[i]).toEqual(await dailySessionCards(t.db, j));
    } finally {
      resume();
      stop();
    }
  });

  it('fails only the job Postgres refuses, the rest of its batch going again on their own', async () => {
    const out = await readDailySessions(t.db, [job(users[0]!, 2), job(users[1]!, -1)]);
    expect(out[0]).toMatchObject({ ok: true, value: { newWords: [{}, {}] } });
    expect(out[1]).toMatchObject({ ok: false, error: { code: '2201W' } });
  });

  it('keeps one batcher per database handle', () => {
    expect(dailySessionBatcher(t.db)).toBe(dailySessionBatcher(t.db));
  });

  it('runs on the transaction itself inside one, never on the shared batch', async () => {
    const b = dailySessionBatcher(t.db);
    const sizes: number[] = [];
    const stop = b.observe((n) => sizes.push(n));
    const resume = b.pause();
    try {
      const got = await t.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('user_vocabulary_cards').where('user_id', '=', users[2]!).execute();
        return readDailySession(trx, job(users[2]!, 50));
      });
      expect(got).toEqual({ reviews: [], newWords: [], introducedToday: 0 });
      expect(sizes).toEqual([]);
    } finally {
      resume();
      stop();
    }
  });
});
