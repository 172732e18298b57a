import { z } from 'zod';
import { intParam } from '../params/params.ts';

export const GRAMMAR_COUNT_DEFAULT = 5;
export const GRAMMAR_COUNT_MAX = 50;

/** GET /grammar-exercises/random?count — default 5, 1 to 50 (§7, §9). */
export const randomGrammarInput = z
  .object({
    count: intParam(
      `count must be a whole number from 1 to ${GRAMMAR_COUNT_MAX}.`,
      1,
      GRAMMAR_COUNT_MAX,
    ).optional(),
  })
  .optional()
  .transform((v) => ({ count: v?.count ?? GRAMMAR_COUNT_DEFAULT }));
export type RandomGrammarInput = z.input<typeof randomGrammarInput>;
