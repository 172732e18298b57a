import type { Db, UserCardState, UserRow } from '@keelerada/db';
import {
  applyReview,
  type CardProgress,
  fsrsStateJson,
  type Judgement,
  type ReviewSubmission,
  reviewFromJudgement,
  schedulerFor,
  type Tier,
  type TierStatus,
} from '@keelerada/domain';
import { AppError, notFound } from '../../errors/app-error.ts';
import type { LearnerClock } from '../time/learner-clock.ts';
import { readUserCard, saveReview } from './review-batcher.ts';

/** The new schedule of a card after a review (POST /vocabulary/review-result). */
export interface ReviewResultDto {
  cardId: number;
  result: 'pass' | 'fail';
  nextReview: string;
  /** Days until the next review (0 while the card is in a same-day learning step). */
  interval: number;
  repetitions: number;
  status: TierStatus;
  tier: Tier;
  reviewCount: number;
  successfulReviews: number;
}

function progressOf(row: UserCardState): CardProgress {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.last_review,
    repetitions: row.repetitions,
    interval_days: row.interval_days,
    review_count: row.review_count,
    successful_reviews: row.successful_reviews,
  };
}

/** How often a review is recomputed when other reviews of the same card keep landing first (then a 409). */
const MAX_ATTEMPTS = 50;

/**
 * Records a pass or fail: reads the learner's card, steps FSRS, then saves the state and writes a review log in one
 * statement that only applies if nobody reviewed the card in between (its review count is unchanged). If somebody
 * did, it reads the card again and recomputes — concurrent submissions for one card all land, one after the other,
 * none lost, and no row lock is held across round trips. The read and the save each travel in one statement with
 * those of the other reviews waiting at the same moment (review-batcher.ts), so under load a review costs a fraction
 * of two round trips and of a commit. With the typed answer and `judgeAnswer`, the pass or fail recorded is the
 * server's verdict on that answer, judged against the card the read found (no read of its own).
 *
 * A card's first review introduces it (`introduced_on`, counted against the day's new-word quota) unless
 * `opts.introduces` is false: a word the learner recognised in the placement test is recorded as known, not as
 * introduced, so it uses up none of the day's new words.
 */
export async function submitReview(
  db: Db,
  user: Pick<UserRow, 'id' | 'fsrs_parameters' | 'desired_retention'>,
  clock: LearnerClock,
  submitted: ReviewSubmission,
  judgeAnswer?: (card: UserCardState, answer: string) => Promise<Judgement>,
  opts: { introduces?: boolean } = {},
): Promise<ReviewResultDto> {
  const introduces = opts.introduces ?? true;
  let input: ReviewSubmission | undefined;
  // the learner's own parameters once fitted (issue 21), and the retention they asked for
  const learnerScheduler = schedulerFor({
    parameters: user.fsrs_parameters,
    desiredRetention: user.desired_retention,
  });
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const row = await readUserCard(db, user.id, submitted.cardId);
    if (!row) throw notFound('Vocabulary card not found');
    // with the typed answer, what is recorded is the server's own verdict on it (issue 17), judged once
    input ??=
      submitted.answer != null && judgeAnswer
        ? reviewFromJudgement(submitted, await judgeAnswer(row, submitted.answer))
        : submitted;
    // a request that lost a race may carry an instant older than the review that won
    const at = row.last_review && row.last_review > clock.now ? row.last_review : clock.now;
    const outcome = applyReview(progressOf(row), input.result, at, {
      grade: input.grade,
      scheduler: learnerScheduler,
    });
    const a = outcome.after;
    const introduction = introduces && row.review_count === 0;
    const saved = await saveReview(db, {
      userCardId: row.id,
      userId: user.id,
      expectedReviewCount: row.review_count,
      patch: {
        due: a.due,
        stability: a.stability,
        difficulty: a.difficulty,
        elapsed_days: a.elapsed_days,
        scheduled_days: a.scheduled_days,
        learning_steps: a.learning_steps,
        reps: a.reps,
        lapses: a.lapses,
        state: a.state,
        last_review: a.last_review,
        repetitions: a.repetitions,
        interval_days: a.interval_days,
        review_count: a.review_count,
        successful_reviews: a.successful_reviews,
        ...(introduction ? { introduced_at: at, introduced_on: clock.today } : {}),
      },
      log: {
        rating: outcome.rating,
        result: input.result,
        response_time_ms: input.responseTime == null ? null : Math.round(input.responseTime),
        reviewed_at: at,
        state_before: fsrsStateJson(outcome.before),
        state_after: fsrsStateJson(a),
      },
    });
    if (!saved) continue;
    return {
      cardId: row.id,
      result: input.result,
      nextReview: a.due.toISOString(),
      interval: a.interval_days,
      repetitions: a.repetitions,
      status: outcome.status,
      tier: outcome.tier,
      reviewCount: a.review_count,
      successfulReviews: a.successful_reviews,
    };
  }
  throw new AppError(
    'CONFLICT',
    'This card is being reviewed elsewhere at the same moment. Please try again.',
  );
}
