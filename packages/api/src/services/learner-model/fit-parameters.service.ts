import { type Db, listReviewLog, saveFit } from '@keelerada/db';
import { FIT_MIN_REVIEWS, type TrainingItem, timeSplit, trainingItems } from '@keelerada/domain';
import {
  computeParameters,
  FSRSBinding,
  FSRSBindingItem,
  FSRSBindingReview,
} from '@open-spaced-repetition/binding';

export interface FitOutcome {
  status: 'fitted' | 'too-few-reviews';
  reviewCount: number;
  adopted?: boolean;
  logLoss?: number;
  defaultLogLoss?: number;
  rmseBins?: number;
  defaultRmseBins?: number;
  fitMs?: number;
}

function bindingItems(items: readonly TrainingItem[]): FSRSBindingItem[] {
  return items.map(
    (i) => new FSRSBindingItem(i.reviews.map((r) => new FSRSBindingReview(r.rating, r.deltaT))),
  );
}

/**
 * Fits a learner's FSRS parameters from their review log with the maintained optimiser (fsrs-rs through
 * @open-spaced-repetition/binding): trains on all but the latest fifth of the reviews, evaluates the fit and the
 * defaults on that held-out fifth, keeps both figures, and makes the fit the learner's when it predicts better.
 * Runs in the background job worker, never on a request.
 */
export async function fitLearnerParameters(db: Db, userId: number, now = new Date()): Promise<FitOutcome> {
  const log = await listReviewLog(db, userId);
  if (log.length < FIT_MIN_REVIEWS) return { status: 'too-few-reviews', reviewCount: log.length };
  const { train, test } = timeSplit(trainingItems(log));
  const started = performance.now();
  const parameters = await computeParameters(bindingItems(train), { enableShortTerm: true });
  const fitMs = Math.round(performance.now() - started);
  const testItems = bindingItems(test);
  const fitted = new FSRSBinding(parameters).evaluate(testItems);
  const defaults = new FSRSBinding().evaluate(testItems);
  const { adopted } = await db.transaction().execute((trx) =>
    saveFit(trx, {
      user_id: userId,
      fitted_at: now,
      review_count: log.length,
      train_items: train.length,
      test_items: test.length,
      parameters,
      log_loss: fitted.logLoss,
      rmse_bins: fitted.rmseBins,
      default_log_loss: defaults.logLoss,
      default_rmse_bins: defaults.rmseBins,
      fit_ms: fitMs,
    }),
  );
  return {
    status: 'fitted',
    reviewCount: log.length,
    adopted,
    logLoss: fitted.logLoss,
    defaultLogLoss: defaults.logLoss,
    rmseBins: fitted.rmseBins,
    defaultRmseBins: defaults.rmseBins,
    fitMs,
  };
}
