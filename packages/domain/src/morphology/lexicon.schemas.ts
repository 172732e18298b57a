import { z } from 'zod';
import { expectedUpdatedAt, pageFields, wholeNumber } from '../admin/common.ts';
import { ADMIN_PAGE_SIZE_MAX } from '../admin/enums.ts';
import { CONTENT_LEVELS, levelMessage } from '../levels/levels.ts';
import { idParam } from '../params/params.ts';
import { INFLECTING_WORD_TYPES } from './labels.ts';

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

/** Admin: lemmas per page of the Lexicon screen (a default: `limit` takes up to ADMIN_PAGE_SIZE_MAX). */
export const ADMIN_LEXICON_PAGE = 50;
/**
 * Admin: one page (`?page&limit`, as the other admin lists) of the lexicon lemmas whose lemma or gloss contains
 * `search`.
 */
export const adminLexiconListInput = z.object({
  search: z.string().trim().max(100, 'search must be at most 100 characters.').optional(),
  page: pageFields.page,
  limit: wholeNumber(`Limit must be a whole number from 1 to ${ADMIN_PAGE_SIZE_MAX}.`, 1, ADMIN_PAGE_SIZE_MAX)
    .optional()
    .transform((v) => v ?? ADMIN_LEXICON_PAGE),
});

/** Admin: one lexicon row (GET /admin/lexicon/:id). By id: a homonym's senses share their lemma. */
export const adminLexiconIdInput = z.object({ id: idParam('id') });

/**
 * Admin: a lemma's new principal forms (FORMAT.md "Lexicon"); checked against its word type by the service.
 * `expectedUpdatedAt`: the lemma's updatedAt as the editor loaded it (a 409 if saved since).
 */
export const adminLexiconUpdateInput = z.object({
  id: idParam('id'),
  principalForms: z
    .string({ error: 'Principal forms must be text.' })
    .trim()
    .max(400, 'Principal forms must be at most 400 characters.'),
  expectedUpdatedAt,
});

/** A required text field; `field` is its label as the form shows it ("Lemma"), not its key. */
const requiredText = (field: string, max: number, are = 'is') =>
  z
    .string({ error: `${field} ${are} required.` })
    .trim()
    .min(1, `${field} ${are} required.`)
    .max(max, `${field} must be at most ${max} characters.`);

/** The word types a lemma may be added with, as the form's select shows them ("Noun"). */
const WORD_TYPE_LABELS = INFLECTING_WORD_TYPES.map((t) => t.charAt(0) + t.slice(1).toLowerCase());

/**
 * Admin: a word the lexicon does not have yet (POST /admin/lexicon), so the cards that use it can be checked; its
 * principal forms are checked against its word type by the service.
 */
export const adminLexiconCreateInput = z.object({
  lemma: requiredText('Lemma', 100),
  wordType: z.enum(INFLECTING_WORD_TYPES, {
    error: `Word type must be one of ${WORD_TYPE_LABELS.join(', ')} (only these inflect).`,
  }),
  translation: requiredText('Translation', 200),
  // as the card import, A1.1 is A11
  level: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase().replace(/\./g, '') : v),
    z.enum(CONTENT_LEVELS, { error: levelMessage() }),
  ),
  principalForms: requiredText('Principal forms', 400, 'are'),
});
