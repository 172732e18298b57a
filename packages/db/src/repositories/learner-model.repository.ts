import { sql } from 'kysely';
import type { BackgroundJobRow, DbOrTrx, LearnerModelFitsTable } from '../schema/index.ts';

/** A learner's review log as the fit reads it: card, instant, FSRS rating. */
export function listReviewLog(
  db: DbOrTrx,
  userId: number,
): Promise<{ cardId: number; reviewedAt: Date; rating: number }[]> {
  return db
    .selectFrom('review_logs')
    .select(['user_vocabulary_card_id as cardId', 'reviewed_at as reviewedAt', 'rating'])
    .where('user_id', '=', userId)
    .orderBy('reviewed_at')
    .execute();
}

export type NewFit = Omit<LearnerModelFitsTable, 'id' | 'fitted_at'> & { fitted_at: Date };

/**
 * Keeps a fit and, when it predicts the held-out reviews better than the defaults, makes its parameters the learner's
 * (a fit that does worse is kept for the record, and the learner stays on what they had).
 */
export async function saveFit(db: DbOrTrx, fit: NewFit): Promise<{ adopted: boolean }> {
  await db.insertInto('learner_model_fits').values(fit).execute();
  const adopted = fit.log_loss < fit.default_log_loss;
  await db
    .updateTable('users')
    .set({ fsrs_parameters: adopted ? fit.parameters : null })
    .where('id', '=', fit.user_id)
    .execute();
  return { adopted };
}

/** Enqueues a job unless one of the same kind for the same learner is still open. */
export async function enqueueJob(db: DbOrTrx, kind: string, userId: number | null): Promise<void> {
  await db
    .insertInto('background_jobs')
    .values({ kind, user_id: userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Enqueues a fit for every learner whose log calls for one (the rule of `fitIsDue`, in SQL so one statement covers
 * every learner): enough reviews and no fit yet, or enough new reviews since the last fit, or a week since it with
 * new reviews. Safe to run from several processes at once (an open job per learner is unique).
 */
export async function enqueueDueFits(
  db: DbOrTrx,
  rule: { minReviews: number; refitAfterReviews: number; refitAfterDays: number },
): Promise<number> {
  const r = await sql<{ n: string }>`
    with counts as (
      select user_id, count(*) as reviews from review_logs group by user_id having count(*) >= ${rule.minReviews}
    ), last_fit as (
      select distinct on (user_id) user_id, review_count, fitted_at
      from learner_model_fits order by user_id, fitted_at desc, id desc
    ), due as (
      insert into background_jobs (kind, user_id)
      select 'fit-parameters', c.user_id from counts c
      join users u on u.id = c.user_id
      left join last_fit f on f.user_id = c.user_id
      where f.user_id is null
         or c.reviews - f.review_count >= ${rule.refitAfterReviews}
         or (c.reviews > f.review_count and f.fitted_at <= now() - make_interval(days => ${rule.refitAfterDays}))
      on conflict do nothing
      returning 1
    )
    select count(*) as n from due`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * Claims the oldest runnable job of the given kinds for `lockSeconds`: FOR UPDATE SKIP LOCKED, so two processes never
 * claim the same job, and a job whose claimant died becomes runnable again when its lock runs out.
 */
export async function claimJob(
  db: DbOrTrx,
  kinds: readonly string[],
  lockSeconds: number,
): Promise<BackgroundJobRow | undefined> {
  const r = await sql<BackgroundJobRow>`
    update background_jobs set locked_until = now() + make_interval(secs => ${lockSeconds}), attempts = attempts + 1
    where id = (
      select id from background_jobs
      where finished_at is null and run_after <= now() and (locked_until is null or locked_until < now())
        and kind in (${sql.join(kinds)})
      order by run_after, id
      for update skip locked
      limit 1
    )
    returning *`.execute(db);
  return r.rows[0];
}

export async function finishJob(db: DbOrTrx, id: string): Promise<void> {
  await db
    .updateTable('background_jobs')
    .set({ finished_at: sql`now()`, locked_until: null })
    .where('id', '=', id)
    .execute();
}

/** Releases a failed job to be tried again after `retrySeconds` (its error kept), or closes it after `maxAttempts`. */
export async function failJob(
  db: DbOrTrx,
  job: Pick<BackgroundJobRow, 'id' | 'attempts'>,
  error: string,
  retrySeconds: number,
  maxAttempts: number,
): Promise<void> {
  await db
    .updateTable('background_jobs')
    .set({
      last_error: error.slice(0, 2000),
      locked_until: null,
      run_after: sql`now() + make_interval(secs => ${retrySeconds})`,
      ...(job.attempts >= maxAttempts ? { finished_at: sql`now()` } : {}),
    })
    .where('id', '=', job.id)
    .execute();
}

/** For the admin dashboard: learners on fitted parameters, the mean log-loss gain of their latest fits, retention spread. */
export async function learnerModelSummary(db: DbOrTrx): Promise<{
  fittedLearners: number;
  meanLogLossImprovement: number | null;
  retention: { retention: number; learners: number }[];
}> {
  const [fits, retention] = await Promise.all([
    sql<{ fitted: string; gain: number | null }>`
      with latest as (
        select distinct on (user_id) user_id, log_loss, default_log_loss
        from learner_model_fits order by user_id, fitted_at desc, id desc
      )
      select (select count(*) from users where fsrs_parameters is not null) as fitted,
             avg(default_log_loss - log_loss) as gain
      from latest`.execute(db),
    db
      .selectFrom('users')
      .select((eb) => [
        sql<number>`round(desired_retention::numeric, 2)::float8`.as('retention'),
        eb.fn.countAll<string>().as('n'),
      ])
      .groupBy(sql`round(desired_retention::numeric, 2)`)
      .orderBy(sql`round(desired_retention::numeric, 2)`)
      .execute(),
  ]);
  const row = fits.rows[0];
  return {
    fittedLearners: Number(row?.fitted ?? 0),
    meanLogLossImprovement: row?.gain == null ? null : Number(row.gain),
    retention: retention.map((r) => ({ retention: Number(r.retention), learners: Number(r.n) })),
  };
}
