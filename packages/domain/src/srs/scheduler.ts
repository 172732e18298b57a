import { type Card, createEmptyCard, type FSRS, Rating, State } from 'ts-fsrs';
import { DEFAULT_MODEL, schedulerFor } from './learner-model.ts';
import { type Tier, type TierStatus, tierOf, tierStatus } from './tiers.ts';

/** The default scheduler: FSRS with the default weights and 0.90 retention; no fuzz, so schedules are reproducible. */
export const scheduler = schedulerFor(DEFAULT_MODEL);

export type ReviewResult = 'pass' | 'fail';

/** A pass the judge called a near miss (`almost`, issue 17): still a pass, rated Hard. */
export type ReviewGrade = 'almost';

export type ReviewRating = Rating.Good | Rating.Hard | Rating.Again;

/** pass = Rating.Good, fail = Rating.Again (issue 3); a pass graded `almost` = Rating.Hard (issue 17). */
export function ratingFor(result: ReviewResult, grade?: ReviewGrade | null): ReviewRating {
  if (result === 'fail') return Rating.Again;
  return grade === 'almost' ? Rating.Hard : Rating.Good;
}

/** The numeric FSRS fields, in the order the review log writes them. */
interface FsrsNumbers {
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
}

/** The FSRS fields with their dates as `D`. */
interface FsrsFields<D> extends FsrsNumbers {
  due: D;
  state: number;
  last_review: D | null;
}

/** The FSRS state kept per learner and card (the columns of user_vocabulary_cards). */
export type FsrsState = FsrsFields<Date>;

/** The FSRS part of a state as JSON for the review log (dates as ISO strings). */
export type FsrsStateJson = FsrsFields<string>;

/** Counters kept for display and for the tiers. */
export interface ReviewCounters {
  /** Successful reviews in a row (a fail resets it). */
  repetitions: number;
  /** Days until the next review, as scheduled at the last review. */
  interval_days: number;
  review_count: number;
  successful_reviews: number;
}

export type CardProgress = FsrsState & ReviewCounters;

/** The state of a card nobody has reviewed yet. */
export function newCardState(now: Date): CardProgress {
  const c = createEmptyCard(now);
  return {
    ...fromFsrsCard(c),
    repetitions: 0,
    interval_days: 0,
    review_count: 0,
    successful_reviews: 0,
  };
}

/**
 * The numeric FSRS fields of `s` alone, named one by one; the conversions below add their own fields to it. A review
 * runs them on every request, and a spread or a loop over the names made applyReview about three times slower.
 */
function fsrsNumbers(s: FsrsNumbers): FsrsNumbers {
  return {
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsed_days,
    scheduled_days: s.scheduled_days,
    learning_steps: s.learning_steps,
    reps: s.reps,
    lapses: s.lapses,
  };
}

function toFsrsCard(s: FsrsState): Card {
  const card = fsrsNumbers(s) as Card;
  card.due = s.due;
  card.state = s.state as State;
  if (s.last_review) card.last_review = s.last_review;
  return card;
}

function fromFsrsCard(c: Card): FsrsState {
  const state = fsrsNumbers(c) as FsrsState;
  state.due = c.due;
  state.state = c.state;
  state.last_review = c.last_review ?? null;
  return state;
}

export interface ReviewOutcome {
  before: CardProgress;
  after: CardProgress;
  rating: ReviewRating;
  tier: Tier;
  status: TierStatus;
}

/** Applies one review at `now` with the learner's scheduler: the FSRS step plus the display counters. Pure. */
export function applyReview(
  before: CardProgress,
  result: ReviewResult,
  now: Date,
  opts: { grade?: ReviewGrade | null; scheduler?: FSRS } = {},
): ReviewOutcome {
  const rating = ratingFor(result, opts.grade);
  const learnerScheduler = opts.scheduler ?? scheduler;
  // a review logged before the last one (clock skew between replicas) is treated as happening at the last review
  const at = before.last_review && now < before.last_review ? before.last_review : now;
  const { card } = learnerScheduler.next(toFsrsCard(before), at, rating);
  const pass = result === 'pass';
  // the new FSRS state, with the display counters added to it
  const after = fromFsrsCard(card) as CardProgress;
  after.repetitions = pass ? before.repetitions + 1 : 0;
  after.interval_days = card.scheduled_days;
  after.review_count = before.review_count + 1;
  after.successful_reviews = before.successful_reviews + (pass ? 1 : 0);
  const tier = tierOf(after);
  return { before, after, rating, tier, status: tierStatus(tier) };
}

/** The FSRS part of a state as JSON for the review log (dates as ISO strings). */
export function fsrsStateJson(s: FsrsState): FsrsStateJson {
  // a literal in the log's field order (due first); the spread costs ~0.3 µs here, once per state
  return {
    due: s.due.toISOString(),
    ...fsrsNumbers(s),
    state: s.state,
    last_review: s.last_review ? s.last_review.toISOString() : null,
  };
}

/** Probability of recall of a reviewed card at `at` (0 for a card never reviewed). */
export function retrievability(s: FsrsState, at: Date): number {
  if (s.state === State.New || !s.last_review) return 0;
  return scheduler.get_retrievability(toFsrsCard(s), at, false);
}
