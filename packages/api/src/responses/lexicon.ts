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
import type { AdminLexiconLemma, listLexiconLemmas } from '../services/admin/lexicon.service.ts';
import type { analyseText, LexiconWordDto } from '../services/lexicon/lexicon.service.ts';
import { adminPage, instant, named, type Result } from './common.ts';

/** A paradigm cell's grammatical labels (without its form: a reading has the same ones). */
const labels = {
  case: z.enum(CASES).optional(),
  number: z.enum(NUMBERS).optional(),
  degree: z.enum(DEGREES).optional(),
  verbForm: z.enum(VERB_FORMS).optional(),
  person: z.enum(PERSONS).optional(),
  polarity: z.enum(POLARITIES).optional(),
  variant: z.string().optional(),
};

/** One sense of a lexicon word (issue 16). */
const lexiconSense = z.strictObject({
  lemma: z.string(),
  wordType: z.enum(INFLECTING_WORD_TYPES),
  translation: z.string(),
  principalForms: z.array(z.array(z.string())),
  paradigm: z.array(z.strictObject({ form: z.string(), ...labels })),
});

/** GET /lexicon/words/:lemma — the first sense, and the lemma's other senses (homonyms: palk "salary" / "log"). */
export const lexiconWordResponse = lexiconSense.extend({
  otherSenses: z.array(lexiconSense),
}) satisfies z.ZodType<LexiconWordDto>;

export const analyseResponse = z.strictObject({
  tokens: z.array(
    z.strictObject({
      text: z.string(),
      word: z.boolean(),
      readings: z.array(z.strictObject({ lemma: z.string(), translation: z.string(), ...labels })),
    }),
  ),
}) satisfies z.ZodType<ReturnType<typeof analyseText>>;

/** An admin lexicon row (issue 16): principal forms as the pack writes them. */
export const adminLexiconLemma = named(
  'AdminLexiconLemma',
  z.strictObject({
    id: z.number().int(),
    lemma: z.string(),
    wordType: z.string(),
    translation: z.string(),
    principalForms: z.string(),
    level: z.string(),
    explicitParadigm: z.boolean(),
    paradigm: z.record(z.string(), z.record(z.string(), z.string())).nullable(),
    updatedAt: instant,
  }),
) satisfies z.ZodType<AdminLexiconLemma>;

/** GET /admin/lexicon: one page of lemmas, with the pagination of every admin list. */
export const adminLexiconLemmasResponse = adminPage('lemmas', adminLexiconLemma) satisfies z.ZodType<
  Result<typeof listLexiconLemmas>
>;
