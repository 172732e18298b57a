import { type FSRS, Rating, State } from 'ts-fsrs';
import { type CardProgress, scheduler as defaultScheduler } from './scheduler.ts';
import { type TierCounts, tierOf } from './tiers.ts';

/** The horizons of the progress chart (learner-app.md §9: 1 week … 1 year). */
export const PROJECTION_DAYS = [7, 30, 60, 90, 180, 365] as const;

export interface ProjectionPoint extends TierCounts {
  days: number;
}

/** How this learner has been studying lately: the simulation assumes they keep it up. */
export interface StudyRates {
  /** Reviews per day (first reviews of new words included); null = does every due review (no history yet). */
  reviewsPerDay: number | null;
  /** New words introduced per day. */
  newWordsPerDay: number;
  /** Share of first reviews of a new word that pass. */
  firstReviewPassRate: number;
}

export interface ProjectionInput {
  /** Every card of the learner at `now`; new cards in the order they will be introduced (level, frequency). */
  cards: readonly CardProgress[];
  now: Date;
  rates: StudyRates;
  days?: readonly number[];
  /** Monte-Carlo runs averaged (each with its own seeded stream, so the result is reproducible). */
  runs?: number;
  seed?: number;
  /** The learner's scheduler (their parameters and desired retention); the default one otherwise. */
  scheduler?: FSRS;
}

const DAY_MS = 86_400_000;

/** mulberry32: a small seeded PRNG, so a forecast is the same on every call. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A binary min-heap of card indexes ordered by due day. */
class DueHeap {
  private readonly items: number[] = [];
  constructor(private readonly due: Float64Array) {}
  get size(): number {
    return this.items.length;
  }
  peek(): number | undefined {
    return this.items[0];
  }
  push(i: number): void {
    const a = this.items;
    a.push(i);
    let k = a.length - 1;
    while (k > 0) {
      const p = (k - 1) >> 1;
      if (this.due[a[p]!]! <= this.due[i]!) break;
      a[k] = a[p]!;
      k = p;
    }
    a[k] = i;
  }
  pop(): number | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (top === undefined || last === undefined || a.length === 0) return top;
    let k = 0;
    const n = a.length;
    for (;;) {
      const l = 2 * k + 1;
      if (l >= n) break;
      const r = l + 1;
      const c = r < n && this.due[a[r]!]! < this.due[a[l]!]! ? r : l;
      if (this.due[a[c]!]! >= this.due[last]!) break;
      a[k] = a[c]!;
      k = c;
    }
    a[k] = last;
    return top;
  }
}

interface SimulationRun {
  points: ProjectionPoint[];
  /** Reviews done on each simulated day (index 0 = day 1). */
  reviewsByDay: number[];
}

function simulateOnce(input: ProjectionInput, days: readonly number[], random: () => number): SimulationRun {
  const { cards, now, rates } = input;
  const scheduler = input.scheduler ?? defaultScheduler;
  const n = cards.length;
  const stability = new Float64Array(n);
  const difficulty = new Float64Array(n);
  const lastReview = new Float64Array(n);
  const due = new Float64Array(n);
  const reviews = new Int32Array(n);
  const successes = new Int32Array(n);
  const interval = new Int32Array(n);
  const heap = new DueHeap(due);
  const fresh: number[] = [];
  cards.forEach((c, i) => {
    reviews[i] = c.review_count;
    successes[i] = c.successful_reviews;
    interval[i] = c.interval_days;
    if (c.review_count === 0 || c.state === State.New || !c.last_review) {
      fresh.push(i);
      return;
    }
    stability[i] = c.stability;
    difficulty[i] = c.difficulty;
    lastReview[i] = (c.last_review.getTime() - now.getTime()) / DAY_MS;
    due[i] = (c.due.getTime() - now.getTime()) / DAY_MS;
    heap.push(i);
  });

  const checkpoints = new Set(days);
  const lastDay = Math.max(0, ...days);
  const out: ProjectionPoint[] = [];
  const reviewsByDay: number[] = [];
  let reviewCredit = 0;
  let newCredit = 0;
  let nextFresh = 0;

  const review = (i: number, day: number, firstReview: boolean) => {
    const elapsed = Math.max(0, day - lastReview[i]!);
    const pRecall = firstReview
      ? rates.firstReviewPassRate
      : scheduler.forgetting_curve(elapsed, Math.max(stability[i]!, 0.01));
    const pass = random() < pRecall;
    const grade = pass ? Rating.Good : Rating.Again;
    const memory = firstReview ? null : { stability: stability[i]!, difficulty: difficulty[i]! };
    const next = scheduler.next_state(memory, firstReview ? 0 : elapsed, grade);
    stability[i] = next.stability;
    difficulty[i] = next.difficulty;
    lastReview[i] = day;
    reviews[i]! += 1;
    if (pass) successes[i]! += 1;
    // a first review or a lapse goes through a short (re)learning step: seen again at the next day's session
    const ivl = pass && !firstReview ? Math.max(1, scheduler.next_interval(next.stability, elapsed)) : 0;
    interval[i] = ivl;
    due[i] = day + Math.max(1, ivl);
    heap.push(i);
  };

  for (let day = 1; day <= lastDay; day++) {
    let available = Number.POSITIVE_INFINITY;
    if (rates.reviewsPerDay !== null) {
      reviewCredit += rates.reviewsPerDay;
      available = Math.floor(reviewCredit);
    }
    let used = 0;
    while (used < available && heap.size > 0 && due[heap.peek()!]! <= day) {
      review(heap.pop()!, day, false);
      used++;
    }
    newCredit += rates.newWordsPerDay;
    let introduce = Math.min(Math.floor(newCredit), fresh.length - nextFresh);
    if (Number.isFinite(available)) introduce = Math.min(introduce, available - used);
    for (let k = 0; k < introduce; k++) review(fresh[nextFresh++]!, day, true);
    if (introduce > 0) used += introduce;
    reviewsByDay.push(used);
    newCredit -= Math.max(0, introduce);
    if (newCredit >= 1 && nextFresh >= fresh.length) newCredit = 0;
    if (Number.isFinite(available)) {
      const left = reviewCredit - used;
      reviewCredit = left % 1;
    }
    if (checkpoints.has(day)) {
      const counts = { learning: 0, familiar: 0, mastered: 0 };
      for (let i = 0; i < n; i++) {
        const t = tierOf({
          review_count: reviews[i]!,
          successful_reviews: successes[i]!,
          interval_days: interval[i]!,
        });
        if (t !== 'new') counts[t]++;
      }
      out.push({ days: day, ...counts });
    }
  }
  return { points: out, reviewsByDay };
}

/** The spread of the forecast at one horizon: the 10th and 90th percentile of the runs, per series. */
export interface ProjectionBandPoint {
  days: number;
  low: TierCounts;
  high: TierCounts;
}

export interface ProjectionWithBand {
  /** The mean of the runs at each horizon (what §9's series show). */
  points: ProjectionPoint[];
  /** Where 80 % of the runs landed (10th–90th percentile), so the chart can show the uncertainty. */
  band: ProjectionBandPoint[];
}

const SERIES = ['learning', 'familiar', 'mastered'] as const;

/** The `q` quantile (0–1) of `values` (nearest rank on the sorted values). */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))));
  return sorted[i]!;
}

function runAll(input: ProjectionInput, days: readonly number[], defaultRuns: number): SimulationRun[] {
  const runs = Math.max(1, input.runs ?? defaultRuns);
  return Array.from({ length: runs }, (_, r) =>
    simulateOnce(input, days, rng((input.seed ?? 20_261_122) + r * 7919)),
  );
}

/**
 * A forecast of the learner's tiers at each horizon: every card is simulated forward from its own FSRS state, day by
 * day. Each day the learner does as many reviews as they have been doing (oldest due first), then introduces new words
 * at their recent rate; each review passes with the card's expected recall at that moment (the FSRS forgetting
 * curve), and the FSRS step and the tier counters follow. Several seeded runs give the mean and the spread.
 */
export function projectVocabularyWithBand(input: ProjectionInput): ProjectionWithBand {
  const days = [...(input.days ?? PROJECTION_DAYS)].sort((a, b) => a - b);
  const runs = runAll(input, days, 15);
  const points = days.map((d, i) => {
    const mean = (k: (typeof SERIES)[number]) =>
      Math.round(runs.reduce((sum, r) => sum + r.points[i]![k], 0) / runs.length);
    return { days: d, learning: mean('learning'), familiar: mean('familiar'), mastered: mean('mastered') };
  });
  const band = days.map((d, i) => {
    const at = (q: number): TierCounts => ({
      learning: quantile(
        runs.map((r) => r.points[i]!.learning),
        q,
      ),
      familiar: quantile(
        runs.map((r) => r.points[i]!.familiar),
        q,
      ),
      mastered: quantile(
        runs.map((r) => r.points[i]!.mastered),
        q,
      ),
    });
    return { days: d, low: at(0.1), high: at(0.9) };
  });
  return { points, band };
}

/** The mean forecast alone (see projectVocabularyWithBand). */
export function projectVocabulary(input: ProjectionInput): ProjectionPoint[] {
  return projectVocabularyWithBand({ runs: 3, ...input }).points;
}

/** The horizon over which a retention choice's daily load is averaged. */
export const LOAD_HORIZON_DAYS = 30;

/**
 * The daily review load a desired retention implies: the same simulation, with the learner doing every due review
 * and introducing new words at their pace, averaged over the next 30 days and the runs.
 */
export function dailyReviewLoad(input: ProjectionInput): number {
  const runs = runAll(
    { ...input, rates: { ...input.rates, reviewsPerDay: null }, days: [LOAD_HORIZON_DAYS] },
    [LOAD_HORIZON_DAYS],
    5,
  );
  const total = runs.reduce((sum, r) => sum + r.reviewsByDay.reduce((a, b) => a + b, 0), 0);
  return Math.round((total / runs.length / LOAD_HORIZON_DAYS) * 10) / 10;
}

export type ProjectionAccuracy = 'low' | 'high';

/** Minimum history for a forecast worth trusting (issue 3): 14 days and 50 reviews. */
export const PROJECTION_MIN_HISTORY_DAYS = 14;
export const PROJECTION_MIN_REVIEWS = 50;

export function projectionAccuracy(historyDays: number, totalReviews: number): ProjectionAccuracy {
  return historyDays < PROJECTION_MIN_HISTORY_DAYS || totalReviews < PROJECTION_MIN_REVIEWS ? 'low' : 'high';
}

/** The window the recent rates are measured over (days). */
export const RATE_WINDOW_DAYS = 30;

export interface StudyHistory {
  /** Days from the first review to today, counting both (0 when never reviewed). */
  historyDays: number;
  /** Reviews in the last `RATE_WINDOW_DAYS` days (or since the first review). */
  recentReviews: number;
  /** Cards first reviewed in the same window. */
  recentNewWords: number;
  /** Passing share of the recent reviews (null without reviews). */
  recentPassRate: number | null;
  /** The learner's daily new-word quota (the plan, used when there is no history). */
  dailyNewWords: number;
}

/**
 * The learner's own rates over the recent window. Without any review yet, the plan is assumed: every due review
 * done and the daily quota of new words.
 */
export function studyRates(h: StudyHistory): StudyRates & { avgDailyReviews: number } {
  const firstReviewPassRate = h.recentPassRate ?? 0.8;
  if (h.historyDays <= 0 || h.recentReviews === 0)
    return { reviewsPerDay: null, newWordsPerDay: h.dailyNewWords, firstReviewPassRate, avgDailyReviews: 0 };
  const window = Math.min(RATE_WINDOW_DAYS, h.historyDays);
  const reviewsPerDay = h.recentReviews / window;
  return {
    reviewsPerDay,
    newWordsPerDay: Math.min(h.recentNewWords / window, Math.max(0, h.dailyNewWords)),
    firstReviewPassRate,
    avgDailyReviews: Math.round(reviewsPerDay * 10) / 10,
  };
}
