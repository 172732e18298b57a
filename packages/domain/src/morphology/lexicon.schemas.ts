import { z } from 'zod';
import { idParam } from '../params/params.ts';

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

/** Admin: the lexicon lemmas whose lemma or gloss contains `search` (at most ADMIN_LEXICON_PAGE). */
export const ADMIN_LEXICON_PAGE = 50;
export const adminLexiconListInput = z.object({
  search: z.string().trim().max(100, 'search must be at most 100 characters.').optional(),
});

/** Admin: one lexicon row (GET /admin/lexicon/:id). By id: a homonym's senses share their lemma. */
export const adminLexiconIdInput = z.object({ id: idParam('id') });

/** Admin: a lemma's new principal forms (FORMAT.md "Lexicon"); checked against its word type by the service. */
export const adminLexiconUpdateInput = z.object({
  id: idParam('id'),
  principalForms: z
    .string({ error: 'principalForms must be text.' })
    .trim()
    .max(400, 'principalForms must be at most 400 characters.'),
});
