import type { LearnerCardRow } from '@keelerada/db';
import { type Tier, type TierStatus, tierOf, tierStatus, toDisplayContext } from '@keelerada/domain';

/**
 * §3 "Daily vocabulary session" item as a session plan stores and serves it: a plan stored before the cards'
 * accepted alternatives were sent has items without `vocabularyCard.alternatives` (read it as none).
 */
export interface DailyVocabularyItem {
  userVocabularyCardId: number;
  vocabularyCard: {
    id: number;
    form: string;
    case_form: string | null;
    /** SINGULAR / PLURAL: the number of `form` (beyond §3, as on a learned card); absent in plans stored before it. */
    number?: string | null;
    verb_form: string | null;
    /** The sentence with the gap written as `{}`. */
    practice_context: string;
    practice_context_translation: string;
    /**
     * Beyond §3: the other answers the judge accepts for the gap (`ning` beside `ja`), so that the app can judge them
     * itself and let them be typed; `[]` when none. Absent only in a plan stored before it was sent.
     */
    alternatives?: readonly string[];
  };
  word: {
    word: string;
    definition: string | null;
    translation: string;
    level: string;
    word_type: string;
  };
  user_progress: {
    repetitions: number;
    review_count: number;
    interval: number;
    next_review: string | null;
  };
}

/** An item as the daily session builds it now: its card always carries its alternatives (`[]` when none). */
export interface DailySessionItem extends DailyVocabularyItem {
  vocabularyCard: DailyVocabularyItem['vocabularyCard'] & { alternatives: readonly string[] };
}

/** §3 "Learned vocabulary card". */
export interface LearnedCard {
  id: number;
  vocabularyCardId: number;
  word: string;
  translation: string;
  definition: string | null;
  level: string;
  status: TierStatus;
  tier: Tier;
  word_type: string;
  form: string;
  case_form: string | null;
  /** SINGULAR / PLURAL: the number of `form` (issue 16, beyond §3); null when not stated. */
  number: string | null;
  verb_form: string | null;
  practice_context: string;
  practice_context_translation: string;
  repetitions: number;
  interval: number;
  review_count: number;
  last_review_date: string | null;
  next_review: string;
}

export function toLearnedCard(r: LearnerCardRow): LearnedCard {
  const tier = tierOf(r);
  return {
    id: r.user_card_id,
    vocabularyCardId: r.vocabulary_card_id,
    word: r.word,
    translation: r.translation,
    definition: r.definition,
    level: r.level,
    status: tierStatus(tier),
    tier,
    word_type: r.word_type,
    form: r.form,
    case_form: r.case_form,
    number: r.number,
    verb_form: r.verb_form,
    practice_context: toDisplayContext(r.practice_context),
    practice_context_translation: r.practice_context_translation,
    repetitions: r.repetitions,
    interval: r.interval_days,
    review_count: r.review_count,
    last_review_date: r.last_review ? r.last_review.toISOString() : null,
    next_review: r.due.toISOString(),
  };
}

/** The vocabulary card shown next to a vocabulary attempt in a session review. */
export function toReviewVocabularyCard(r: LearnerCardRow) {
  return {
    id: r.vocabulary_card_id,
    userVocabularyCardId: r.user_card_id,
    word: r.word,
    form: r.form,
    translation: r.translation,
    definition: r.definition,
    level: r.level,
    word_type: r.word_type,
    case_form: r.case_form,
    number: r.number,
    verb_form: r.verb_form,
    practice_context: toDisplayContext(r.practice_context),
    practice_context_translation: r.practice_context_translation,
  };
}
