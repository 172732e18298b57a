import { NUMBERS, type ProjectionAccuracy, STATS_LEVELS } from '@keelerada/domain';
import { z } from 'zod';
import type { DailySession } from '../services/vocabulary/daily-session.service.ts';
import type { ReviewResultDto } from '../services/vocabulary/review.service.ts';
import type { VocabularyStats } from '../services/vocabulary/stats.service.ts';
import type {
  DailySessionItem,
  DailyVocabularyItem,
  LearnedCard,
  toReviewVocabularyCard,
} from '../services/vocabulary/vocabulary-dto.ts';
import { instant, int, named } from './common.ts';

/** The texts of a vocabulary card every view of it shows (learned, review, admin list). */
/** SINGULAR or PLURAL where the card says (issue 16), else null. */
export const cardNumber = z.enum(NUMBERS).nullable();

export const cardTexts = {
  word: z.string(),
  form: z.string(),
  translation: z.string(),
  definition: z.string().nullable(),
  level: z.string(),
  word_type: z.string(),
  case_form: z.string().nullable(),
  verb_form: z.string().nullable(),
  practice_context: z.string(),
  practice_context_translation: z.string(),
};

const tierStatus = z.enum(['new', 'learning', 'review', 'mastered']);
const tier = z.enum(['new', 'learning', 'familiar', 'mastered']);

const dailyCardFields = {
  id: int,
  form: z.string(),
  case_form: z.string().nullable(),
  /** Beyond §3: the number of `form`; plans stored before it was added lack it. */
  number: cardNumber.optional(),
  verb_form: z.string().nullable(),
  practice_context: z.string(),
  practice_context_translation: z.string(),
};

/** Beyond §3: the other answers the judge accepts for the gap (`ning` beside `ja`); `[]` when none. */
const cardAlternatives = z.array(z.string());

const dailyItemFields = {
  userVocabularyCardId: int,
  word: z.strictObject({
    word: z.string(),
    definition: z.string().nullable(),
    translation: z.string(),
    level: z.string(),
    word_type: z.string(),
  }),
  user_progress: z.strictObject({
    repetitions: int,
    review_count: int,
    interval: z.number(),
    next_review: instant.nullable(),
  }),
};

/** learner-app.md §3 "Daily vocabulary session" item, its card with its accepted alternatives. */
export const dailyVocabularyItem = named(
  'DailyVocabularyItem',
  z.strictObject({
    ...dailyItemFields,
    vocabularyCard: z.strictObject({ ...dailyCardFields, alternatives: cardAlternatives }),
  }),
) satisfies z.ZodType<DailySessionItem>;

/** A session plan's vocabulary: the daily items as stored; a plan stored before alternatives were sent lacks them. */
export const plannedVocabularyItem = named(
  'PlannedVocabularyItem',
  z.strictObject({
    ...dailyItemFields,
    vocabularyCard: z.strictObject({ ...dailyCardFields, alternatives: cardAlternatives.optional() }),
  }),
) satisfies z.ZodType<DailyVocabularyItem>;

export const dailySessionResponse = z.strictObject({
  reviews: z.array(dailyVocabularyItem),
  newWords: z.array(dailyVocabularyItem),
  newWordsToday: z.strictObject({ quota: int, introduced: int, remaining: int }),
  /** Cards practised today whose next step is later today (issue 19): shown as such, not as due. */
  laterToday: int,
}) satisfies z.ZodType<DailySession>;

export const reviewResultResponse = z.strictObject({
  cardId: int,
  result: z.enum(['pass', 'fail']),
  nextReview: instant,
  interval: z.number(),
  repetitions: int,
  status: tierStatus,
  tier,
  reviewCount: int,
  successfulReviews: int,
}) satisfies z.ZodType<ReviewResultDto>;

/** §3 "Learned vocabulary card". */
const learnedCard = z.strictObject({
  id: int,
  vocabularyCardId: int,
  ...cardTexts,
  number: cardNumber,
  status: tierStatus,
  tier,
  repetitions: int,
  interval: z.number(),
  review_count: int,
  last_review_date: instant.nullable(),
  next_review: instant,
}) satisfies z.ZodType<LearnedCard>;

export const learnedCardsResponse = z.array(learnedCard) satisfies z.ZodType<LearnedCard[]>;

/** The learner's card beside a vocabulary attempt (session review) or a weak spot. */
export const reviewVocabularyCard = z.strictObject({
  id: int,
  userVocabularyCardId: int,
  ...cardTexts,
  number: cardNumber,
}) satisfies z.ZodType<ReturnType<typeof toReviewVocabularyCard>>;

const tierCounts = { learning: int, familiar: int, mastered: int };

/** §3 "Vocabulary stats". */
export const vocabularyStatsResponse = z.strictObject({
  current: z.strictObject(tierCounts),
  currentLevel: z.string(),
  currentLevelStats: z.strictObject({ total: int, mastered: int }),
  projection: z.array(z.strictObject({ days: int, ...tierCounts })),
  projectionBand: z.array(
    z.strictObject({ days: int, low: z.strictObject(tierCounts), high: z.strictObject(tierCounts) }),
  ),
  metadata: z.strictObject({
    projectionAccuracy: z.enum(['low', 'high'] satisfies ProjectionAccuracy[]),
    avgDailyReviews: z.number(),
    historyDays: int,
    totalReviews: int,
  }),
  streak: int,
  levelStats: z.record(z.enum(STATS_LEVELS), z.strictObject({ total: int, new: int, ...tierCounts })),
}) satisfies z.ZodType<VocabularyStats>;
