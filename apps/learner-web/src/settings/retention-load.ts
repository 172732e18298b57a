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
