// The closed vocabularies of the content pack (admin-back-office.md §3 and FORMAT.md), in one place.
import {
  CASES,
  COMPARISON_TAGS,
  DIFFICULTIES,
  GRAMMAR_TYPES,
  READING_QUESTION_TYPES,
  VERB_FORMS,
  WORD_TYPES,
} from '@keelerada/domain';

// The enumerations shared with the admin (one definition, in packages/domain); the pack adds its own below.
export type { Difficulty, GrammarType, GrammaticalCase as Case, VerbForm, WordType } from '@keelerada/domain';
export { CASES, DIFFICULTIES, GRAMMAR_TYPES, VERB_FORMS, WORD_TYPES };
export const QUESTION_TYPES = READING_QUESTION_TYPES;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Levels the pack writes (FORMAT.md); the admin also knows B2–C2, which the pack does not use. */
export const PACK_LEVELS = ['A0', 'A11', 'A12', 'A21', 'A22', 'B1'] as const;
export type PackLevel = (typeof PACK_LEVELS)[number];

/** The grammatical persons a verb-conjugation subject can be given as (a noun subject is 3rd person). */
export const PERSONS = ['mina', 'sina', 'tema', 'meie', 'teie', 'nemad'] as const;

export const ERROR_TYPES = ['case_error', 'verb_form', 'word_order', 'spelling'] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const SEGMENT_TYPES = ['content', 'chapter_header'] as const;

/** Grammar file name prefix (`<prefix>.<LEVEL>.json`) of each exercise type. */
export const GRAMMAR_FILE_PREFIX = {
  CASE_PRACTICE: 'case-practice',
  VERB_CONJUGATION: 'verb-conjugation',
  SENTENCE_CONSTRUCTION: 'sentence-construction',
  ERROR_CORRECTION: 'error-correction',
  TRANSLATION: 'translation',
} as const;

/** Every case in both numbers, as the case-practice counts name them (`ILLATIVE plural`: tagged "plural"). */
export const CASE_NUMBERS = CASES.flatMap((c) => [`${c} singular`, `${c} plural`]);

/**
 * The grammar topics the report counts and the minimums name. An exercise belongs to a topic when it carries any of
 * the topic's tags (FORMAT.md lists them); the first tag is the one new items use.
 */
export const GRAMMAR_TOPICS = {
  comparison: [...COMPARISON_TAGS],
  numerals: ['numerals', 'numbers', 'ordinals', 'dates', 'clock times', 'years'],
  'negative past': ['negative past'],
  'ma-infinitive cases and des-form': [
    'ma-infinitive cases',
    'mas-form',
    'mast-form',
    'maks-form',
    'mata-form',
    'des-form',
    'ma-infinitive forms',
  ],
  rection: ['rection'],
  'total vs partial object': ['object case', 'total object', 'partial object', 'partitive object'],
} as const satisfies Record<string, readonly string[]>;
export type GrammarTopic = keyof typeof GRAMMAR_TOPICS;
