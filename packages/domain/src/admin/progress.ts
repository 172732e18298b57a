/**
 * `part` of `whole` as a whole percentage that never claims completion early (issue #20): rounding would show 100 %
 * with 8 of 2,000 cards unreviewed, so anything short of all is at most 99 %. 0 when there is nothing to count.
 */
export function progressPercent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  if (part >= whole) return 100;
  return Math.min(99, Math.round((part / whole) * 100));
}
