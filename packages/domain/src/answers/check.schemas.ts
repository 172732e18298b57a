import { z } from 'zod';
import { idParam } from '../params/params.ts';

/** Longest answer the check calls judge (characters). */
export const MAX_ANSWER_LENGTH = 1000;

export const answerText = z
  .string({ error: 'answer must be text.' })
  .max(MAX_ANSWER_LENGTH, `answer must be at most ${MAX_ANSWER_LENGTH} characters.`);

/** POST /vocabulary/check — judge an answer to one of the learner's cards without recording it. */
export const vocabularyCheckInput = z.object({
  userVocabularyCardId: idParam('userVocabularyCardId'),
  answer: answerText,
});
export type VocabularyCheckInput = z.input<typeof vocabularyCheckInput>;

/** POST /grammar-exercises/:id/check — the answer typed, or the chosen words of a sentence-construction item. */
export const grammarCheckInput = z.object({
  id: idParam('id'),
  answer: z.union([answerText, z.array(answerText).max(100, 'answer may hold at most 100 words.')], {
    error: 'answer must be text or a list of words.',
  }),
});
export type GrammarCheckInput = z.input<typeof grammarCheckInput>;
