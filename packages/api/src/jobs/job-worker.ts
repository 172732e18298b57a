import { claimJob, type Db, enqueueDueFits, failJob, finishJob } from '@keelerada/db';
import { FIT_MIN_REVIEWS, REFIT_AFTER_DAYS, REFIT_AFTER_REVIEWS } from '@keelerada/domain';
import { fitLearnerParameters } from '../services/learner-model/fit-parameters.service.ts';

/** What each kind of background job does. */
export type JobHandlers = Record<string, (db: Db, job: { userId: number | null }) => Promise<unknown>>;

export const jobHandlers: JobHandlers = {
  'fit-parameters': (db, job) =>
    job.userId === null ? Promise.resolve() : fitLearnerParameters(db, job.userId),
};

/** How long a claimant holds a job before another process may take it over (a fit takes seconds). */
const LOCK_SECONDS = 300;
const RETRY_SECONDS = 600;
const MAX_ATTEMPTS = 3;

/** Claims and runs runnable jobs until none is left; returns how many ran. */
export async function runJobs(db: Db, handlers: JobHandlers = jobHandlers): Promise<number> {
  let ran = 0;
  for (;;) {
    const job = await claimJob(db, Object.keys(handlers), LOCK_SECONDS);
    if (!job) return ran;
    ran++;
    try {
      await handlers[job.kind]!(db, { userId: job.user_id });
      await finishJob(db, job.id);
    } catch (e) {
      await failJob(db, job, e instanceof Error ? e.message : String(e), RETRY_SECONDS, MAX_ATTEMPTS);
    }
  }
}

/** Enqueues the fits that are due (see `fitIsDue`) for every learner. */
export function enqueueScheduledJobs(db: Db): Promise<number> {
  return enqueueDueFits(db, {
    minReviews: FIT_MIN_REVIEWS,
    refitAfterReviews: REFIT_AFTER_REVIEWS,
    refitAfterDays: REFIT_AFTER_DAYS,
  });
}

export interface JobWorker {
  stop(): Promise<void>;
}

/**
 * Polls the job table every `pollMs`: enqueues due fits, then runs what it can claim. Every process runs one; the
 * table (unique open jobs, SKIP LOCKED claims) makes sure each job runs once. A failing poll is logged and retried at
 * the next tick, so a database outage never stops the worker for good.
 */
export function startJobWorker(db: Db, opts: { pollMs: number; onError: (e: unknown) => void }): JobWorker {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = (async () => {
      try {
        await enqueueScheduledJobs(db);
        await runJobs(db);
      } catch (e) {
        opts.onError(e);
      }
    })();
  };
  const timer = setInterval(() => {
    if (!stopped) tick();
  }, opts.pollMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
