/** A desired retention as the settings show it: `90 %`. */
export const retentionPercent = (r: number) => `${Math.round(r * 100)} %`;

/**
 * The daily review load of a desired retention, in whole reviews ("About 34.4 reviews a day" claimed a precision the
 * simulation does not have); under one a day says so rather than "about 0".
 */
export function reviewLoadLine(reviewsPerDay: number, retention: number): string {
  const at = `a day over the next month at ${retentionPercent(retention)}.`;
  if (reviewsPerDay < 0.5) return `Under one review ${at}`;
  const n = Math.round(reviewsPerDay);
  return `About ${n} ${n === 1 ? 'review' : 'reviews'} ${at}`;
}

/** What `learnerModel.retentionOptions` answers: each retention's load, and the saved settings it was worked out from. */
export interface RetentionEstimates {
  basis: { dailyNewWords: number; currentLevel: string; timeZone: string };
  options: readonly { retention: number; reviewsPerDay: number }[];
}

/** The saved settings an estimate depends on, as the signed-in learner's profile carries them. */
export interface SavedLearningSettings {
  daily_new_words: number;
  current_level: string;
  time_zone: string;
}

const settingsKey = (dailyNewWords: number, level: string, zone: string) =>
  `${dailyNewWords}|${level}|${zone}`;

/**
 * Null while the estimates were worked out from the learner's saved settings; otherwise a key naming the
 * disagreement (estimates' settings → profile's), so the page reads both again once per disagreement.
 */
export function estimatesMismatch(data: RetentionEstimates, user: SavedLearningSettings): string | null {
  const b = data.basis;
  const theirs = settingsKey(b.dailyNewWords, b.currentLevel, b.timeZone);
  const saved = settingsKey(user.daily_new_words, user.current_level, user.time_zone);
  return theirs === saved ? null : `${theirs}→${saved}`;
}

/**
 * The daily load to show for `retention`: the slider's preview and the line after saving read this one function over
 * the same server estimates, and only estimates worked out from the saved settings count (undefined = still working
 * it out), so a preview never uses another new-words-per-day than the estimate shown once saved.
 */
export function loadFor(
  data: RetentionEstimates | undefined,
  retention: number,
  user: SavedLearningSettings,
): number | undefined {
  if (!data || estimatesMismatch(data, user) !== null) return undefined;
  return data.options.find((o) => o.retention === retention)?.reviewsPerDay;
}
