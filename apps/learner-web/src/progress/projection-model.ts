/** Projection ranges (§9): 1 week … 1 year, default 1 month. */
export const PROJECTION_RANGES = [
  { days: 7, label: '1 week' },
  { days: 30, label: '1 month' },
  { days: 60, label: '2 months' },
  { days: 90, label: '3 months' },
  { days: 180, label: '6 months' },
  { days: 365, label: '1 year' },
] as const;
export const DEFAULT_RANGE_DAYS = 30;

/** Series choices (§9): Familiar (default), Learning, Mastered. */
export const PROJECTION_SERIES = [
  { key: 'familiar', label: 'Familiar', meaning: 'reviewed three times or more, not yet mastered' },
  { key: 'learning', label: 'Learning', meaning: 'reviewed once or twice so far' },
  {
    key: 'mastered',
    label: 'Mastered',
    meaning: 'recalled five times or more, next review a month or more away',
  },
] as const;
export type SeriesKey = (typeof PROJECTION_SERIES)[number]['key'];
export const DEFAULT_SERIES: SeriesKey = 'familiar';

export interface ProjectionPointLike {
  days: number;
  learning: number;
  familiar: number;
  mastered: number;
}

export interface ChartPoint {
  days: number;
  label: string;
  value: number;
  /** Where 8 in 10 simulated futures land (today: the real count, no spread). */
  low: number;
  high: number;
}

export interface BandPointLike {
  days: number;
  low: Omit<ProjectionPointLike, 'days'>;
  high: Omit<ProjectionPointLike, 'days'>;
}

/** "Today", "Day 7", … "Day 365": the x labels of the chart. */
export function dayLabel(days: number): string {
  if (days === 0) return 'Today';
  const named = PROJECTION_RANGES.find((r) => r.days === days);
  return named ? `In ${named.label}` : `Day ${days}`;
}

/** Share of the axis two labelled ticks must be apart so their labels never overlap (e.g. Today and 1 week on 1 year). */
export const MIN_TICK_GAP = 0.07;

/**
 * The x positions that get a label: every horizon, except one too close to the previous labelled one (the last,
 * the range's end, is always labelled; then the one before it gives way).
 */
export function labelledTicks(days: readonly number[], maxDays: number, minGap = MIN_TICK_GAP): number[] {
  const gap = maxDays * minGap;
  const kept: number[] = [];
  for (const d of [...days].sort((a, b) => a - b)) {
    const last = kept.at(-1);
    if (last === undefined || d - last >= gap) kept.push(d);
    else if (d === maxDays) kept[kept.length - 1] = d;
  }
  return kept;
}

/**
 * The points drawn for a range and series: today's real count, then the server's forecast at every horizon up to the
 * range (nothing is interpolated or invented).
 */
export function chartPoints(
  current: Omit<ProjectionPointLike, 'days'>,
  projection: readonly ProjectionPointLike[],
  rangeDays: number,
  series: SeriesKey,
  band: readonly BandPointLike[] = [],
): ChartPoint[] {
  const ahead = [...projection]
    .filter((p) => p.days > 0 && p.days <= rangeDays)
    .sort((a, b) => a.days - b.days);
  return [{ days: 0, ...current }, ...ahead].map((p) => {
    const b = band.find((x) => x.days === p.days);
    const value = p[series];
    return {
      days: p.days,
      label: dayLabel(p.days),
      value,
      low: Math.min(value, b?.low[series] ?? value),
      high: Math.max(value, b?.high[series] ?? value),
    };
  });
}

/**
 * What the projection is based on, in words: the learner's pace once they have reviewed, otherwise the plan the
 * forecast assumes (studyRates in packages/domain: the daily new-word goal, every review done) — "about 0 reviews a
 * day" under a rising line read as a contradiction.
 */
export function paceLine(metadata: { totalReviews: number; avgDailyReviews: number }): string {
  if (metadata.totalReviews === 0)
    return 'No reviews yet: this assumes your daily goal of new words, with every review done.';
  return `Based on your pace: about ${metadata.avgDailyReviews} reviews a day.`;
}
