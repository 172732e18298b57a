import {
  type DailySessionArgs,
  type DailySessionCards,
  type Db,
  dailySessionCards,
  dailySessionsCards,
  isRefusedStatement,
  NaturalBatcher,
  type Settled,
} from '@keelerada/db';

/** Most learners' daily sessions read by one statement. */
const MAX_BATCH = 100;

async function alone(db: Db, job: DailySessionArgs): Promise<Settled<DailySessionCards>> {
  try {
    return { ok: true, value: await dailySessionCards(db, job) };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Reads a batch of daily sessions in one statement; a batch of one runs the single-learner statement. When Postgres
 * refuses the statement, each job goes again on its own (a read: nothing applied), so only the one at fault fails.
 */
export async function readDailySessions(
  db: Db,
  jobs: readonly DailySessionArgs[],
): Promise<Settled<DailySessionCards>[]> {
  if (jobs.length === 1) return [await alone(db, jobs[0]!)];
  try {
    return (await dailySessionsCards(db, jobs)).map((value) => ({ ok: true, value }));
  } catch (error) {
    if (!isRefusedStatement(error)) return jobs.map(() => ({ ok: false, error }));
    return Promise.all(jobs.map((job) => alone(db, job)));
  }
}

const byDb = new WeakMap<Db, NaturalBatcher<DailySessionArgs, DailySessionCards>>();

/** The daily-session batcher of one database handle (created on first use; each Kysely instance has its own). */
export function dailySessionBatcher(db: Db): NaturalBatcher<DailySessionArgs, DailySessionCards> {
  let b = byDb.get(db);
  if (!b) {
    b = new NaturalBatcher((jobs) => readDailySessions(db, jobs), { maxBatchSize: MAX_BATCH });
    byDb.set(db, b);
  }
  return b;
}

/** A learner's daily session (see dailySessionCards), read in one statement with other requests' sessions. */
export function readDailySession(db: Db, job: DailySessionArgs): Promise<DailySessionCards> {
  // inside a transaction the statement must run on it, not on a shared batch
  if (db.isTransaction) return dailySessionCards(db, job);
  return dailySessionBatcher(db).submit(job);
}
