/** Enumerations and constants of the admin back office (admin-back-office.md §3, §9). */

export const WORD_TYPES = [
  'NOUN',
  'VERB',
  'ADJECTIVE',
  'ADVERB',
  'PRONOUN',
  'PREPOSITION',
  'CONJUNCTION',
  'INTERJECTION',
  'NUMERAL',
  'PARTICLE',
] as const;
export type WordType = (typeof WORD_TYPES)[number];

/** Word types that decline, so a card of this type may name the case of its form (the others have no case). */
export const DECLINABLE_WORD_TYPES: readonly WordType[] = ['NOUN', 'ADJECTIVE', 'PRONOUN', 'NUMERAL'];

export const CASES = [
  'NOMINATIVE',
  'GENITIVE',
  'PARTITIVE',
  'ILLATIVE',
  'INESSIVE',
  'ELATIVE',
  'ALLATIVE',
  'ADESSIVE',
  'ABLATIVE',
  'TRANSLATIVE',
  'TERMINATIVE',
  'ESSIVE',
  'ABESSIVE',
  'COMITATIVE',
] as const;
export type GrammaticalCase = (typeof CASES)[number];

export const VERB_FORMS = [
  'INFINITIVE',
  'PRESENT',
  'PAST',
  'PERFECT',
  'PLUPERFECT',
  'FUTURE',
  'CONDITIONAL',
  'IMPERATIVE',
  'PARTICIPLE',
] as const;
export type VerbForm = (typeof VERB_FORMS)[number];

export const REVIEW_STATUSES = ['UNREVIEWED', 'VALID', 'INVALID', 'NEEDS_ATTENTION', 'DRAFT'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The statuses a bulk action may set (§2, §4). */
export const BULK_REVIEW_STATUSES = ['VALID', 'INVALID', 'NEEDS_ATTENTION'] as const;
export type BulkReviewStatus = (typeof BULK_REVIEW_STATUSES)[number];

/** The statuses an admin can set, singly or in bulk: the three review verdicts and "Reset to Unreviewed". */
export const SETTABLE_REVIEW_STATUSES = [...BULK_REVIEW_STATUSES, 'UNREVIEWED'] as const;
export type SettableReviewStatus = (typeof SETTABLE_REVIEW_STATUSES)[number];

/** Difficulty of reading texts (§3) and grammar exercises. */
export const DIFFICULTIES = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'EXPERT'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Reading question types as the admin stores them (§3). */
export const READING_QUESTION_TYPES = [
  'MULTIPLE_CHOICE',
  'TRUE_FALSE',
  'SHORT_ANSWER',
  'VOCABULARY_DEFINITION',
] as const;
export type ReadingQuestionType = (typeof READING_QUESTION_TYPES)[number];

/** §9: list page size of cards, exercises, texts and users. */
export const ADMIN_PAGE_SIZE = 20;
/** §9: the grammar edit screen asks for 1000 exercises at once; the largest page any admin list serves. */
export const GRAMMAR_EDIT_LOOKUP_LIMIT = 1000;
export const ADMIN_PAGE_SIZE_MAX = GRAMMAR_EDIT_LOOKUP_LIMIT;
/** §9: case practice needs exactly three distractors. */
export const CASE_DISTRACTOR_COUNT = 3;
/** §9: new multiple-choice questions start with four options. */
export const NEW_QUESTION_OPTION_COUNT = 4;
/** §9: CSV preview rows. */
export const CSV_PREVIEW_ROWS = 5;
/** §9: list excerpts and target-word chips. */
export const EXCERPT_LENGTH = 200;
export const TARGET_WORDS_SHOWN = 5;
/** §9 defaults for new content. */
export const GRAMMAR_DEFAULTS = {
  level: 'A0',
  difficulty: 'BEGINNER',
  verbForm: 'PRESENT',
  case: 'NOMINATIVE',
} as const;
export const READING_DEFAULTS = { level: 'A0', difficulty: 'BEGINNER', wordType: 'NOUN' } as const;

export const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);
