import { caseOptions } from '../answers/check-answers.ts';
import { storedObject } from '../json/stored-json.ts';
import {
  GRAMMAR_TYPES,
  type GrammarType,
  toAlternatives,
  toErrors,
  toOrderList,
  toStringList,
} from './grammar-content.ts';

/** Error kinds of an error-correction exercise (learner-app.md §3); anything else is reported as `other`. */
export const GRAMMAR_ERROR_TYPES = ['case_error', 'verb_form', 'word_order', 'spelling', 'other'] as const;
export type GrammarErrorType = (typeof GRAMMAR_ERROR_TYPES)[number];

export interface GrammarExerciseCommon {
  id: number;
  type: GrammarType;
  level: string;
  difficulty: string;
  tags: string[];
  created_at: string;
  updated_at: string;
}

export interface CasePracticeFields {
  type: 'CASE_PRACTICE';
  sentence: string;
  target_word: string;
  correct_case: string;
  case_correct_answer: string;
  case_distractors: string[];
  explanation: string;
  case_translation: string;
  /** Other forms accepted in this sentence (parallel variants of the asked case). */
  alternatives?: string[];
  /** The answer plus the distractors, sorted (§5) — what the learner chooses from. */
  options: string[];
}

export interface VerbConjugationFields {
  type: 'VERB_CONJUGATION';
  verb: string;
  verb_translation: string;
  subject: string;
  target_form: string;
  verb_correct_answer: string;
  context: string;
  context_translation: string;
  /** Other accepted answers: the short conditional, the other order of `hakkama` + ma-infinitive, … */
  alternatives?: string[];
}

export interface SentenceConstructionFields {
  type: 'SENTENCE_CONSTRUCTION';
  words: string[];
  /** Each accepted order: word indexes into `words` or the words themselves, as stored. */
  correct_orders: (string | number)[][];
  sentence_translation: string;
  focus: string;
}

export interface ErrorCorrectionFields {
  type: 'ERROR_CORRECTION';
  incorrect_sentence: string;
  correct_sentence: string;
  translation: string;
  errors: { position?: number; type: GrammarErrorType; correction: string }[];
  explanation: string;
  /** Other accepted corrected sentences (other natural orders, other natural fixes). */
  alternatives?: string[];
}

export interface TranslationFields {
  type: 'TRANSLATION';
  source_text: string;
  target_text: string;
  hints: string[];
  focus_grammar: string[];
  /** EN_ET (default): English source, Estonian target; ET_EN the other way. */
  direction?: TranslationDirection;
  /** Other accepted target sentences. */
  alternatives?: string[];
}

export const TRANSLATION_DIRECTIONS = ['EN_ET', 'ET_EN'] as const;
export type TranslationDirection = (typeof TRANSLATION_DIRECTIONS)[number];

export type GrammarExerciseFields =
  | CasePracticeFields
  | VerbConjugationFields
  | SentenceConstructionFields
  | ErrorCorrectionFields
  | TranslationFields;

/** A grammar exercise as the server sends it (§3): common fields plus the fields of its type. */
export type GrammarExercise = Omit<GrammarExerciseCommon, 'type'> & GrammarExerciseFields;

/** `alternatives` only when the content lists some (items without keep the shape they always had). */
const alternativesOf = (c: Record<string, unknown>) => {
  const list = toAlternatives(c.alternatives);
  return list.length ? { alternatives: list } : {};
};

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : v == null ? '' : String(v).trim());

function isGrammarType(t: string): t is GrammarType {
  return (GRAMMAR_TYPES as readonly string[]).includes(t);
}

/**
 * The type-specific fields of an exercise from its stored content. Lists are tolerant of JSON strings and comma
 * strings. An unknown type becomes an empty case practice whose correct case is NOMINATIVE (§3).
 */
export function grammarFields(type: string, contentValue: unknown): GrammarExerciseFields {
  const c = storedObject(contentValue);
  const t = isGrammarType(type) ? type : null;
  switch (t) {
    case 'VERB_CONJUGATION':
      return {
        type: t,
        verb: str(c.verb),
        verb_translation: str(c.verb_translation),
        subject: str(c.subject),
        target_form: str(c.target_form) || 'PRESENT',
        verb_correct_answer: str(c.verb_correct_answer),
        context: str(c.context),
        context_translation: str(c.context_translation),
        ...alternativesOf(c),
      };
    case 'SENTENCE_CONSTRUCTION':
      return {
        type: t,
        words: toStringList(c.words),
        correct_orders: toOrderList(c.correct_orders),
        sentence_translation: str(c.sentence_translation),
        focus: str(c.focus),
      };
    case 'ERROR_CORRECTION':
      return {
        type: t,
        incorrect_sentence: str(c.incorrect_sentence),
        correct_sentence: str(c.correct_sentence),
        translation: str(c.translation),
        errors: toErrors(c.errors).map((e) => ({
          ...e,
          type: (GRAMMAR_ERROR_TYPES as readonly string[]).includes(e.type)
            ? (e.type as GrammarErrorType)
            : 'other',
        })),
        explanation: str(c.explanation),
        ...alternativesOf(c),
      };
    case 'TRANSLATION':
      return {
        type: t,
        source_text: str(c.source_text),
        target_text: str(c.target_text),
        hints: toStringList(c.hints),
        focus_grammar: toStringList(c.focus_grammar),
        ...(c.direction === 'ET_EN' ? { direction: 'ET_EN' as const } : {}),
        ...alternativesOf(c),
      };
    case 'CASE_PRACTICE':
      return casePractice(c);
    default:
      return casePractice({});
  }
}

function casePractice(c: Record<string, unknown>): CasePracticeFields {
  const answer = str(c.case_correct_answer);
  const distractors = toStringList(c.case_distractors);
  return {
    type: 'CASE_PRACTICE',
    sentence: str(c.sentence),
    target_word: str(c.target_word),
    correct_case: str(c.correct_case) || 'NOMINATIVE',
    case_correct_answer: answer,
    case_distractors: distractors,
    explanation: str(c.explanation),
    case_translation: str(c.case_translation),
    ...alternativesOf(c),
    options: answer || distractors.length ? caseOptions(answer, distractors) : [],
  };
}

export interface GrammarExerciseRowLike {
  id: number;
  type: string;
  level: string;
  difficulty: string;
  tags: unknown;
  content: unknown;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (d: Date | string): string => (typeof d === 'string' ? d : d.toISOString());

/** The exercise the learner app receives (§3 "Grammar exercise from the server"). */
export function toGrammarExercise(row: GrammarExerciseRowLike): GrammarExercise {
  return {
    id: row.id,
    level: row.level,
    difficulty: row.difficulty,
    tags: toStringList(row.tags),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...grammarFields(row.type, row.content),
  };
}
