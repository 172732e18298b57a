import { default_w, type FSRS, fsrs, generatorParameters } from 'ts-fsrs';

/** Desired retention a learner may choose (issue 21): fewer reviews at 0.80, more remembered at 0.95. */
export const DESIRED_RETENTION_MIN = 0.8;
export const DESIRED_RETENTION_MAX = 0.95;
export const DESIRED_RETENTION_DEFAULT = 0.9;

/**
 * When a learner's own parameters are fitted (docs/decisions.md, "#21 learner model"). The optimiser (fsrs-rs through
 * @open-spaced-repetition/binding) only pre-trains the first-review stabilities on small logs and returns the defaults
 * on tiny ones; Anki, its main user, asks for a few hundred reviews before optimising. 400 reviews, refitted after 500
 * more or weekly when there are new reviews.
 */
export const FIT_MIN_REVIEWS = 400;
export const REFIT_AFTER_REVIEWS = 500;
export const REFIT_AFTER_DAYS = 7;
/** Share of each learner's reviews (the latest ones) held out to evaluate a fit against the defaults. */
export const HELD_OUT_SHARE = 0.2;

/** The FSRS-6 default parameters (21 numbers), the same as the optimiser's. */
export const DEFAULT_PARAMETERS: readonly number[] = default_w;

/** Whether `w` is a usable FSRS-6 parameter vector (21 finite numbers). */
export function isParameterVector(w: unknown): w is number[] {
  return Array.isArray(w) && w.length === DEFAULT_PARAMETERS.length && w.every((x) => Number.isFinite(x));
}

export function clampRetention(r: number): number {
  return Math.min(DESIRED_RETENTION_MAX, Math.max(DESIRED_RETENTION_MIN, r));
}

/** The scheduling a learner asked for: their fitted parameters (null = defaults) and their desired retention. */
export interface LearnerModel {
  parameters: readonly number[] | null;
  desiredRetention: number;
}

export const DEFAULT_MODEL: LearnerModel = { parameters: null, desiredRetention: DESIRED_RETENTION_DEFAULT };

const schedulers = new Map<string, FSRS>();

/**
 * The FSRS scheduler for a learner model (no fuzz, so schedules are reproducible). Built once per distinct model and
 * kept: learners with default parameters share one per retention value.
 */
export function schedulerFor(model: LearnerModel): FSRS {
  const w = model.parameters && isParameterVector(model.parameters) ? model.parameters : null;
  const retention = clampRetention(model.desiredRetention);
  const key = `${retention}|${w ? w.join(',') : 'default'}`;
  let s = schedulers.get(key);
  if (!s) {
    s = fsrs(
      generatorParameters({ request_retention: retention, enable_fuzz: false, ...(w ? { w: [...w] } : {}) }),
    );
    if (schedulers.size > 10_000) schedulers.clear();
    schedulers.set(key, s);
  }
  return s;
}

/** One logged review, as the fit reads it. */
export interface LoggedReview {
  cardId: number;
  reviewedAt: Date;
  /** FSRS rating 1–4 (Again, Hard, Good, Easy). */
  rating: number;
}

/** A review as the optimiser takes it: the rating and the whole days since the card's previous review (0 first). */
export interface ItemReview {
  rating: number;
  deltaT: number;
}

/** One training item: a card's reviews up to and including the one to predict (at least two reviews). */
export interface TrainingItem {
  reviews: ItemReview[];
  /** When the last review of the item happened (for the time split). */
  at: number;
}

const DAY_MS = 86_400_000;

/**
 * The optimiser's items from a review log: for every card, one item per review after its first, holding the card's
 * history up to that review. Days are counted as whole days between review instants (floor), as fsrs-rs does for
 * logs without a day cut-off; several reviews on one day give deltaT 0 (short-term reviews).
 */
export function trainingItems(log: readonly LoggedReview[]): TrainingItem[] {
  const byCard = new Map<number, LoggedReview[]>();
  for (const r of log) {
    const list = byCard.get(r.cardId);
    if (list) list.push(r);
    else byCard.set(r.cardId, [r]);
  }
  const items: TrainingItem[] = [];
  for (const reviews of byCard.values()) {
    reviews.sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
    const seq: ItemReview[] = [];
    reviews.forEach((r, i) => {
      const prev = reviews[i - 1];
      const deltaT = prev ? Math.floor((r.reviewedAt.getTime() - prev.reviewedAt.getTime()) / DAY_MS) : 0;
      seq.push({ rating: r.rating, deltaT });
      if (i > 0) items.push({ reviews: seq.slice(), at: r.reviewedAt.getTime() });
    });
  }
  return items.sort((a, b) => a.at - b.at);
}

/** Splits items by time: the latest `HELD_OUT_SHARE` are held out for evaluation, the rest train. */
export function timeSplit<T extends { at: number }>(
  items: readonly T[],
  heldOut = HELD_OUT_SHARE,
): { train: T[]; test: T[] } {
  const sorted = [...items].sort((a, b) => a.at - b.at);
  const cut = Math.floor(sorted.length * (1 - heldOut));
  return { train: sorted.slice(0, cut), test: sorted.slice(cut) };
}

/** Whether a learner's log calls for a (re)fit now. */
export function fitIsDue(
  reviews: number,
  lastFit: { reviewCount: number; fittedAt: Date } | null,
  now: Date,
): boolean {
  if (reviews < FIT_MIN_REVIEWS) return false;
  if (!lastFit) return true;
  const newReviews = reviews - lastFit.reviewCount;
  if (newReviews >= REFIT_AFTER_REVIEWS) return true;
  return newReviews > 0 && now.getTime() - lastFit.fittedAt.getTime() >= REFIT_AFTER_DAYS * DAY_MS;
}
