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

/**
 * The saved settings a set of estimates was worked out from. The page shows an estimate only while these match the
 * learner's saved settings, so the load under the slider and the one after saving always come from the same inputs
 * (a learner who saved 30 new words a day was shown loads worked out for 10).
 */
export interface RetentionBasis {
  dailyNewWords: number;
  currentLevel: string;
  timeZone: string;
}

/** The retention choices of the settings page (0.80–0.95 in steps of 0.01). */
export const RETENTION_CHOICES: readonly number[] = Array.from(
  { length: Math.round((DESIRED_RETENTION_MAX - DESIRED_RETENTION_MIN) * 100) + 1 },
  (_, i) => Math.round((DESIRED_RETENTION_MIN + i / 100) * 100) / 100,
);

/**
 * Every retention choice with the daily load it implies: one simulation input (the learner's cards and pace, which
 * depend on the saved new words per day and level, not on the saved retention) run under each retention.
 */
export async function getRetentionOptions(
  db: Db,
  user: Pick<
    UserRow,
    'id' | 'daily_new_words' | 'current_level' | 'time_zone' | 'fsrs_parameters' | 'desired_retention'
  >,
  clock: LearnerClock,
): Promise<{ desiredRetention: number; basis: RetentionBasis; options: RetentionOption[] }> {
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
  const basis = {
    dailyNewWords: user.daily_new_words,
    currentLevel: user.current_level,
    timeZone: user.time_zone,
  };
  return { desiredRetention: Math.round(user.desired_retention * 100) / 100, basis, options };
}
