import {
  GRAMMAR_ERROR_TYPES,
  type GrammarExercise,
  type Judgement,
  type JudgeVerdict,
  TRANSLATION_DIRECTIONS,
} from '@keelerada/domain';
import { z } from 'zod';
import { instant, int, named } from './common.ts';

/** learner-app.md §3 "Grammar exercise from the server": the common fields plus those of its type. */
const common = {
  id: int,
  level: z.string(),
  difficulty: z.string(),
  tags: z.array(z.string()),
  created_at: instant,
  updated_at: instant,
};
const alternatives = z.array(z.string()).optional();

/** The exercise, with `extra` fields beside the common ones (the admin's `content_available`). */
export const grammarExerciseWith = <Extra extends z.core.$ZodLooseShape>(extra: Extra) =>
  z.discriminatedUnion('type', [
    z.strictObject({
      ...common,
      ...extra,
      type: z.literal('CASE_PRACTICE'),
      sentence: z.string(),
      target_word: z.string(),
      correct_case: z.string(),
      case_correct_answer: z.string(),
      case_distractors: z.array(z.string()),
      explanation: z.string(),
      case_translation: z.string(),
      alternatives,
      options: z.array(z.string()),
    }),
    z.strictObject({
      ...common,
      ...extra,
      type: z.literal('VERB_CONJUGATION'),
      verb: z.string(),
      verb_translation: z.string(),
      subject: z.string(),
      target_form: z.string(),
      verb_correct_answer: z.string(),
      context: z.string(),
      context_translation: z.string(),
      alternatives,
    }),
    z.strictObject({
      ...common,
      ...extra,
      type: z.literal('SENTENCE_CONSTRUCTION'),
      words: z.array(z.string()),
      correct_orders: z.array(z.array(z.union([z.string(), z.number()]))),
      sentence_translation: z.string(),
      focus: z.string(),
    }),
    z.strictObject({
      ...common,
      ...extra,
      type: z.literal('ERROR_CORRECTION'),
      incorrect_sentence: z.string(),
      correct_sentence: z.string(),
      translation: z.string(),
      errors: z.array(
        z.strictObject({
          position: z.number().optional(),
          type: z.enum(GRAMMAR_ERROR_TYPES),
          correction: z.string(),
        }),
      ),
      explanation: z.string(),
      alternatives,
    }),
    z.strictObject({
      ...common,
      ...extra,
      type: z.literal('TRANSLATION'),
      source_text: z.string(),
      target_text: z.string(),
      hints: z.array(z.string()),
      focus_grammar: z.array(z.string()),
      direction: z.enum(TRANSLATION_DIRECTIONS).optional(),
      alternatives,
    }),
  ]);

export const grammarExercise = named(
  'GrammarExercise',
  grammarExerciseWith({}),
) satisfies z.ZodType<GrammarExercise>;

export const judgeVerdict = z.enum(['correct', 'almost', 'wrong']) satisfies z.ZodType<JudgeVerdict>;

/** The judge's verdict on an answer (issue 17): POST /vocabulary/check and /grammar-exercises/:id/check. */
export const judgementResponse = named(
  'Judgement',
  z.strictObject({
    verdict: judgeVerdict,
    expected: z.string(),
    matched: z.string().optional(),
    accepted: z.array(z.string()),
    marks: z.array(z.strictObject({ text: z.string(), changed: z.boolean() })).optional(),
    diagnosis: z
      .strictObject({
        kind: z.enum(['near-miss', 'other-form', 'different-word', 'word-order', 'wrong']),
        message: z.string(),
        confusion: z.string().optional(),
      })
      .optional(),
  }),
) satisfies z.ZodType<Judgement>;

export const grammarExercisesResponse = z.array(grammarExercise) satisfies z.ZodType<GrammarExercise[]>;
