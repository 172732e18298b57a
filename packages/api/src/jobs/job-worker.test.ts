import { createDb, type Db, enqueueJob } from '@keelerada/db';
import { describeDb, insertReviewLogs, seedLearnersWithCards } from '@keelerada/db/testing';
import { FIT_MIN_REVIEWS } from '@keelerada/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { enqueueScheduledJobs, type JobHandlers, runJobs } from './job-worker.ts';

describeDb('background jobs', (t) => {
  let users: number[] = [];
  /** A second "server process": its own pool on the same Postgres database (PGlite has one connection, so itself). */
  let other: { db: Db; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    ({ users } = await seedLearnersWithCards(t.db, ['a@example.ee', 'b@example.ee', 'c@example.ee'], 2));
    if (t.kind === 'postgres') {
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${rows[0]!.name}`;
      const h = await createDb({ databaseUrl: url.toString(), poolSize: 4 });
      other = { db: h.db, close: () => h.close() };
    }
  });
  afterAll(async () => {
    await other?.close();
  });

  async function logReviews(userId: number, n: number) {
    const card = await t.db
      .selectFrom('user_vocabulary_cards')
      .select('id')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const at = Date.parse('2026-03-01T00:00:00Z');
    await insertReviewLogs(
      t.db,
      userId,
      Array.from({ length: n }, (_, i) => ({
        userCardId: card.id,
        reviewedAt: new Date(at + i * 60_000),
        rating: 3,
        pass: true,
      })),
    );
  }

  it('enqueues a fit only for learners with enough reviews, once however often it is asked', async () => {
    await logReviews(users[0]!, FIT_MIN_REVIEWS);
    await logReviews(users[1]!, FIT_MIN_REVIEWS - 1);
    expect(await enqueueScheduledJobs(t.db)).toBe(1);
    expect(await enqueueScheduledJobs(t.db)).toBe(0);
    await enqueueJob(t.db, 'fit-parameters', users[0]!);
    const open = await t.db
      .selectFrom('background_jobs')
      .select(['user_id', 'kind'])
      .where('finished_at', 'is', null)
      .execute();
    expect(open).toEqual([{ user_id: users[0]!, kind: 'fit-parameters' }]);
  });

  it('runs each job once even with two processes claiming at the same time', async () => {
    await t.db.deleteFrom('background_jobs').execute();
    for (const u of users) await enqueueJob(t.db, 'test-job', u);
    const ran: number[] = [];
    const handlers: JobHandlers = {
      'test-job': async (_db, job) => {
        ran.push(job.userId!);
        await new Promise((r) => setTimeout(r, 30));
      },
    };
    const [a, b] = await Promise.all([runJobs(t.db, handlers), runJobs(other?.db ?? t.db, handlers)]);
    expect(a + b).toBe(3);
    expect([...ran].sort()).toEqual([...users].sort());
    const left = await t.db
      .selectFrom('background_jobs')
      .select('id')
      .where('finished_at', 'is', null)
      .execute();
    expect(left).toEqual([]);
  });

  it('keeps a failing job’s error and tries it again later, not at once', async () => {
    await enqueueJob(t.db, 'test-job', users[2]!);
    let calls = 0;
    const ran = await runJobs(t.db, {
      'test-job': async () => {
        calls++;
        throw new Error('optimiser fell over');
      },
    });
    expect(ran).toBe(1);
    expect(calls).toBe(1);
    const job = await t.db
      .selectFrom('background_jobs')
      .selectAll()
      .where('user_id', '=', users[2]!)
      .where('finished_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(job.last_error).toBe('optimiser fell over');
    expect(job.run_after.getTime()).toBeGreaterThan(Date.now());
  });
});
