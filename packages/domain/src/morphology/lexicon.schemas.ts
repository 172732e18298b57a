import { z } from 'zod';

/** Longest text GET /api/lexicon/analyse accepts (a reading text is at most a few thousand characters). */
export const ANALYSE_MAX_CHARS = 5000;

/** GET /lexicon/words/:lemma */
export const lexiconWordInput = z.object({
  lemma: z
    .string({ error: 'lemma is required.' })
    .trim()
    .min(1, 'lemma is required.')
    .max(100, 'lemma must be at most 100 characters.'),
});

/** GET /lexicon/analyse?text= */
export const analyseInput = z.object({
  text: z
    .string({ error: 'text is required.' })
    .max(ANALYSE_MAX_CHARS, `text must be at most ${ANALYSE_MAX_CHARS} characters.`),
});
