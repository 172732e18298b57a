// The closed vocabularies of the content pack (admin-back-office.md §3 and FORMAT.md), in one place.
import { GRAMMAR_TYPES } from '@keelerada/domain';

export type { GrammarType } from '@keelerada/domain';
export { GRAMMAR_TYPES };

/** Levels the pack writes (FORMAT.md); the admin also knows B2–C2, which the pack does not use. */
export const PACK_LEVELS = ['A0', 'A11', 'A12', 'A21', 'A22', 'B1'] as const;
export type PackLevel = (typeof PACK_LEVELS)[number];

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

/** Word types that decline, so a card of this type may name the case of its form. */
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
export type Case = (typeof CASES)[number];

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

/** The grammatical persons a verb-conjugation subject can be given as (a noun subject is 3rd person). */
export const PERSONS = ['mina', 'sina', 'tema', 'meie', 'teie', 'nemad'] as const;

export const DIFFICULTIES = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'EXPERT'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const QUESTION_TYPES = [
  'MULTIPLE_CHOICE',
  'TRUE_FALSE',
  'SHORT_ANSWER',
  'VOCABULARY_DEFINITION',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

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
