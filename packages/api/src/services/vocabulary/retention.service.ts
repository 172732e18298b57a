import type { Db, UserRow } from '@keelerada/db';
import {
  DESIRED_RETENTION_MAX,
  DESIRED_RETENTION_MIN,
  dailyReviewLoad,
  schedulerFor,
} from '@keelerada/domain';
import type { LearnerClock } from '../time/learner-clock.ts';
import { forecastInput } from './stats.service.ts';

export interface RetentionOption {
  retention: number;
  /** Reviews a day over the next 30 days at this retention, with every due review done (the forecast's simulator). */
  reviewsPerDay: number;
}

/** The retention choices of the settings page (0.80–0.95 in steps of 0.01), each with the daily load it implies. */
export const RETENTION_CHOICES: readonly number[] = Array.from(
  { length: Math.round((DESIRED_RETENTION_MAX - DESIRED_RETENTION_MIN) * 100) + 1 },
  (_, i) => Math.round((DESIRED_RETENTION_MIN + i / 100) * 100) / 100,
);

export async function getRetentionOptions(
  db: Db,
  user: Pick<UserRow, 'id' | 'daily_new_words' | 'fsrs_parameters' | 'desired_retention'>,
  clock: LearnerClock,
): Promise<{ desiredRetention: number; options: RetentionOption[] }> {
  const { cards, rates } = await forecastInput(db, user, clock);
  const options = RETENTION_CHOICES.map((retention) => ({
    retention,
    reviewsPerDay: dailyReviewLoad({
      cards,
      now: clock.now,
      rates,
      seed: user.id,
      scheduler: schedulerFor({ parameters: user.fsrs_parameters, desiredRetention: retention }),
    }),
  }));
  return { desiredRetention: Math.round(user.desired_retention * 100) / 100, options };
}
