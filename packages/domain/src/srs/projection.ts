import { Rating, State } from 'ts-fsrs';
import { type CardProgress, scheduler } from './scheduler.ts';
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

function simulateOnce(
  input: ProjectionInput,
  days: readonly number[],
  random: () => number,
): ProjectionPoint[] {
  const { cards, now, rates } = input;
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
  return out;
}

/**
 * A forecast of the learner's tiers at each horizon: every card is simulated forward from its own FSRS state, day by
 * day. Each day the learner does as many reviews as they have been doing (oldest due first), then introduces new words
 * at their recent rate; each review passes with the card's expected recall at that moment (the FSRS forgetting
 * curve), and the FSRS step and the tier counters follow. Several seeded runs are averaged.
 */
export function projectVocabulary(input: ProjectionInput): ProjectionPoint[] {
  const days = [...(input.days ?? PROJECTION_DAYS)].sort((a, b) => a - b);
  const runs = Math.max(1, input.runs ?? 3);
  const sums = days.map((d) => ({ days: d, learning: 0, familiar: 0, mastered: 0 }));
  for (let r = 0; r < runs; r++) {
    const points = simulateOnce(input, days, rng((input.seed ?? 20_261_122) + r * 7919));
    points.forEach((p, i) => {
      const s = sums[i]!;
      s.learning += p.learning;
      s.familiar += p.familiar;
      s.mastered += p.mastered;
    });
  }
  return sums.map((s) => ({
    days: s.days,
    learning: Math.round(s.learning / runs),
    familiar: Math.round(s.familiar / runs),
    mastered: Math.round(s.mastered / runs),
  }));
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
