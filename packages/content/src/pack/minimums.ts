// Every amount and range the content pack must meet (issue 4, FORMAT.md), in one place.
import type { GrammarTopic, GrammarType, PackLevel } from './enums.ts';

export const MINIMUMS = {
  vocabulary: {
    /** Issue 18: at least 2,800 cards, 350 of them at B1 (B1.1). */
    total: 2800,
    byLevel: { A0: 300, A11: 250, A12: 250, A21: 200, A22: 200, B1: 350 } satisfies Partial<
      Record<PackLevel, number>
    >,
    /** Cards whose form is each of the 14 cases in each number (`caseForm` + `number`; issue 18's target: 10). */
    perCaseAndNumber: 10,
  },
  /** Issue 18: principal forms as a system (`principalForms` in the report, src/pack/principal-forms.ts). */
  principalForms: {
    /** Distinct lexicon lemmas with principal forms (or an explicit paradigm). */
    lemmasWithPrincipalForms: 2200,
    /** Nouns and adjectives with a genitive sg, a partitive sg and a partitive pl card. */
    nominalsPractised: 150,
    /** Verbs with a ma-infinitive, a da-infinitive and a present-tense card. */
    verbsPractised: 80,
  },
  grammar: {
    total: 240,
    byType: {
      CASE_PRACTICE: 70,
      VERB_CONJUGATION: 60,
      SENTENCE_CONSTRUCTION: 40,
      ERROR_CORRECTION: 40,
      TRANSLATION: 30,
    } satisfies Record<GrammarType, number>,
    /** Issue 18's targets. */
    byTopic: {
      comparison: 40,
      numerals: 60,
      'negative past': 20,
      'ma-infinitive cases and des-form': 40,
      rection: 40,
      'total vs partial object': 40,
    } satisfies Record<GrammarTopic, number>,
    /** Case-practice exercises for each of the 14 cases in each number (issue 18's target: 6). */
    casePracticePerCaseAndNumber: 6,
  },
  /** Issue 18: at least 45 texts, 6 per level A0–A2.2 and 8 at B1. */
  reading: {
    total: 45,
    byLevel: { A0: 6, A11: 6, A12: 6, A21: 6, A22: 6, B1: 8 } satisfies Partial<Record<PackLevel, number>>,
  },
  books: { total: 4, segmentsPerBook: 40 },
} as const;

/** The whole data directory (text and audio) must stay under this size. */
export const MAX_PACK_BYTES = 25 * 1024 * 1024;

/** Words in a card's practice context (the gap counts as one word). */
export const CONTEXT_WORDS: Record<PackLevel, { min: number; max: number }> = {
  A0: { min: 4, max: 10 },
  A11: { min: 4, max: 10 },
  A12: { min: 4, max: 10 },
  A21: { min: 4, max: 15 },
  A22: { min: 4, max: 15 },
  B1: { min: 4, max: 15 },
};

/** Words in a reading text's content. */
export const READING_WORDS: Record<PackLevel, { min: number; max: number }> = {
  A0: { min: 80, max: 120 },
  A11: { min: 120, max: 200 },
  A12: { min: 120, max: 200 },
  A21: { min: 200, max: 300 },
  A22: { min: 200, max: 300 },
  B1: { min: 300, max: 400 },
};

/** The difficulty a reading text of each level carries. */
export const READING_DIFFICULTY: Record<PackLevel, string> = {
  A0: 'BEGINNER',
  A11: 'BEGINNER',
  A12: 'BEGINNER',
  A21: 'INTERMEDIATE',
  A22: 'INTERMEDIATE',
  B1: 'ADVANCED',
};

export const READING_TARGET_WORDS = { min: 5, max: 10 } as const;
export const READING_QUESTIONS = { min: 3, max: 5 } as const;
export const TRANSLATION_HINTS = { min: 1, max: 3 } as const;

/** Levels at which an error-correction sentence holds exactly one error. */
export const SINGLE_ERROR_LEVELS: readonly PackLevel[] = ['A0', 'A11', 'A12', 'A21', 'A22'];

/** Levels a bilingual book may have (A2 to B1). */
export const BOOK_LEVELS: readonly PackLevel[] = ['A21', 'A22', 'B1'];
