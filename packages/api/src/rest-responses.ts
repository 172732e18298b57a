import {
  CASES,
  DEGREES,
  INFLECTING_WORD_TYPES,
  NUMBERS,
  PERSONS,
  POLARITIES,
  VERB_FORMS,
} from '@keelerada/domain';
import { z } from 'zod';
import type { LexiconWordDto } from './services/lexicon/lexicon.service.ts';
import type { DailySession } from './services/vocabulary/daily-session.service.ts';
import type { ReviewResultDto } from './services/vocabulary/review.service.ts';

/**
 * Documented response bodies of REST routes (`.meta({ rest: { output } })`): OpenAPI shows them and openapi.test.ts
 * checks real responses against them. Each is tied to its DTO type (`satisfies`), so the two cannot drift apart.
 */
const dailyItem = z.strictObject({
  userVocabularyCardId: z.number().int(),
  vocabularyCard: z.strictObject({
    id: z.number().int(),
    form: z.string(),
    case_form: z.string().nullable(),
    verb_form: z.string().nullable(),
    practice_context: z.string(),
    practice_context_translation: z.string(),
  }),
  word: z.strictObject({
    word: z.string(),
    definition: z.string().nullable(),
    translation: z.string(),
    level: z.string(),
    word_type: z.string(),
  }),
  user_progress: z.strictObject({
    repetitions: z.number().int(),
    review_count: z.number().int(),
    interval: z.number(),
    next_review: z.iso.datetime().nullable(),
  }),
});

export const dailySessionResponse = z.strictObject({
  reviews: z.array(dailyItem),
  newWords: z.array(dailyItem),
  newWordsToday: z.strictObject({
    quota: z.number().int(),
    introduced: z.number().int(),
    remaining: z.number().int(),
  }),
  /** Cards practised today whose next step is later today (issue 19): shown as such, not as due. */
  laterToday: z.number().int(),
}) satisfies z.ZodType<DailySession>;

export const reviewResultResponse = z.strictObject({
  cardId: z.number().int(),
  result: z.enum(['pass', 'fail']),
  nextReview: z.iso.datetime(),
  interval: z.number(),
  repetitions: z.number().int(),
  status: z.enum(['new', 'learning', 'review', 'mastered']),
  tier: z.enum(['new', 'learning', 'familiar', 'mastered']),
  reviewCount: z.number().int(),
  successfulReviews: z.number().int(),
}) satisfies z.ZodType<ReviewResultDto>;

export const adminStatusResponse = z.strictObject({ isAdmin: z.boolean() });

const paradigmCell = z.strictObject({
  form: z.string(),
  case: z.enum(CASES).optional(),
  number: z.enum(NUMBERS).optional(),
  degree: z.enum(DEGREES).optional(),
  verbForm: z.enum(VERB_FORMS).optional(),
  person: z.enum(PERSONS).optional(),
  polarity: z.enum(POLARITIES).optional(),
  variant: z.string().optional(),
});

/** One sense of a lexicon word (issue 16). */
const lexiconSense = z.strictObject({
  lemma: z.string(),
  wordType: z.enum(INFLECTING_WORD_TYPES),
  translation: z.string(),
  principalForms: z.array(z.array(z.string())),
  paradigm: z.array(paradigmCell),
});

/** GET /lexicon/words/:lemma — the first sense, and the lemma's other senses (homonyms: palk "salary" / "log"). */
export const lexiconWordResponse = lexiconSense.extend({
  otherSenses: z.array(lexiconSense),
}) satisfies z.ZodType<LexiconWordDto>;
