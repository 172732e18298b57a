import type { UserRow } from '@keelerada/db';
import { effectiveTimeZone, localDateOf } from '@keelerada/domain';

/** "Now" for one learner: the instant, the zone their day is counted in, and their local date. */
export interface LearnerClock {
  now: Date;
  timeZone: string;
  today: string;
}

/** The learner's saved zone, else the browser's X-Time-Zone, else UTC (issue 3 "Today"). */
export function learnerClock(
  user: Pick<UserRow, 'time_zone'>,
  requestTimeZone: string | null,
  now: Date,
): LearnerClock {
  const timeZone = effectiveTimeZone(user.time_zone, requestTimeZone);
  return { now, timeZone, today: localDateOf(now, timeZone) };
}
