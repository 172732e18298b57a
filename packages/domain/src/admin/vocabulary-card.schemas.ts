import { z } from 'zod';
import { cardAlternativesProblem, splitCardAlternatives } from '../answers/card-alternatives.ts';
import { CONTENT_LEVELS, levelMessage } from '../levels/levels.ts';
import { NUMBERS } from '../morphology/labels.ts';
import { gapProblem, wordTypeFormProblem } from '../validation/item-rules.ts';
import {
  adminId,
  expectedUpdatedAt,
  firstIssueMessage,
  optionalText,
  pageFields,
  requiredText,
  wholeNumber,
} from './common.ts';
import {
  CASES,
  REVIEW_STATUSES,
  type ReviewStatus,
  SETTABLE_REVIEW_STATUSES,
  VERB_FORMS,
  WORD_TYPES,
} from './enums.ts';
import {
  checkAddedRange,
  vocabularyCardFilter,
  vocabularyCardFilterFields,
  vocabularySortFields,
} from './vocabulary-card-filter.ts';
import { type CardNaming, thousands, vocabularyCardName } from './vocabulary-status.ts';

/** admin-back-office.md §5 "Vocabulary card create", in the order they are checked. */
export const VOCABULARY_CARD_MESSAGES = {
  word: 'Estonian word is required',
  wordType: 'Word type is required',
  translation: 'Translation is required',
  level: 'Level is required',
  practiceContext: 'Practice context is required',
  practiceContextTranslation: 'Context translation is required',
  form: 'Form is required',
  placeholder: 'Practice context must contain ___ placeholder for the answer',
} as const;

/** The gap the practice context must contain. */
export const PRACTICE_CONTEXT_GAP = '___';

const M = VOCABULARY_CARD_MESSAGES;
const WORD_MAX = 200;
const CONTEXT_MAX = 1000;
const DEFINITION_MAX = 2000;

/** Required enum from a select or a CSV cell: blank → the required message; case and dots are forgiven (A1.1 → A11). */
function requiredEnum<T extends string>(values: readonly [T, ...T[]], required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((v) => v.toUpperCase().replace(/\./g, ''))
    .pipe(z.enum(values, { error: invalid }));
}

/** Optional enum: missing stays undefined, null or blank becomes null. */
function optionalEnum<T extends string>(values: readonly [T, ...T[]], invalid: string) {
  return z
    .string({ error: invalid })
    .nullish()
    .transform((v) =>
      v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim().toUpperCase(),
    )
    .pipe(z.enum(values, { error: invalid }).nullish());
}

export const FREQUENCY_RANK_MESSAGE = 'Frequency rank must be a whole number of at least 1.';

/** frequencyRank: an integer ≥ 1, or null; a numeric string is accepted, blank means null. */
export const frequencyRankSchema = z
  .union([z.number(), z.string(), z.null()], { error: FREQUENCY_RANK_MESSAGE })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'number' ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: FREQUENCY_RANK_MESSAGE });
      return z.NEVER;
    }
    return n;
  });

const ALTERNATIVES_MAX = 20;
const ALTERNATIVES_MESSAGE =
  'Also accepted must be a list of answers, or text with one answer per line or answers separated by | or commas.';

/**
 * Beyond the spec's fields: the card's accepted alternatives (other words or forms that fit the gap equally well),
 * as a list or as text with entries separated by `|`, commas or line breaks (a list's items are split the same way,
 * so `["kuri, tige"]` is two answers); each trimmed, blanks dropped. Missing stays
 * undefined (an edit keeps them), null or blank becomes [] (clear).
 */
export const cardAlternativesSchema = z
  .union([z.array(z.string({ error: ALTERNATIVES_MESSAGE })), z.string(), z.null()], {
    error: ALTERNATIVES_MESSAGE,
  })
  .optional()
  .transform((v) =>
    v === undefined ? undefined : splitCardAlternatives(Array.isArray(v) ? v.join('\n') : v),
  )
  .superRefine((list, ctx) => {
    if (!list) return;
    if (list.length > ALTERNATIVES_MAX)
      ctx.addIssue({
        code: 'custom',
        message: `Also accepted can list at most ${ALTERNATIVES_MAX} answers.`,
      });
    const long = list.find((a) => a.length > WORD_MAX);
    if (long !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: `Also accepted: each answer must be at most ${WORD_MAX} characters.`,
      });
    if (list.some((a) => a.includes(PRACTICE_CONTEXT_GAP)))
      ctx.addIssue({ code: 'custom', message: 'Also accepted: an answer fills the gap, it holds no ___.' });
  });

/** The fields of the create payload (§3), keys in the order of the §5 messages. */
const cardFields = {
  word: requiredText(M.word, WORD_MAX, `Estonian word must be at most ${WORD_MAX} characters.`),
  wordType: requiredEnum(WORD_TYPES, M.wordType, `Word type must be one of ${WORD_TYPES.join(', ')}.`),
  translation: requiredText(M.translation, WORD_MAX, `Translation must be at most ${WORD_MAX} characters.`),
  level: requiredEnum(CONTENT_LEVELS, M.level, levelMessage()),
  practiceContext: requiredText(
    M.practiceContext,
    CONTEXT_MAX,
    `Practice context must be at most ${CONTEXT_MAX} characters.`,
  ),
  practiceContextTranslation: requiredText(
    M.practiceContextTranslation,
    CONTEXT_MAX,
    `Context translation must be at most ${CONTEXT_MAX} characters.`,
  ),
  form: requiredText(M.form, WORD_MAX, `Form must be at most ${WORD_MAX} characters.`),
  definition: optionalText(
    DEFINITION_MAX,
    `Definition must be at most ${DEFINITION_MAX} characters.`,
    'Definition must be text.',
  ),
  caseForm: optionalEnum(CASES, `Case form must be one of ${CASES.join(', ')}.`),
  verbForm: optionalEnum(VERB_FORMS, `Verb form must be one of ${VERB_FORMS.join(', ')}.`),
  /** Issue 16 (beyond the spec's fields): the number of `form`, so a plural card says so in a field. */
  number: optionalEnum(NUMBERS, `Number must be one of ${NUMBERS.join(', ')}.`),
  frequencyRank: frequencyRankSchema,
  alternatives: cardAlternativesSchema,
};

const FORM_LABELS = { caseForm: 'Case form', verbForm: 'Verb form' } as const;

/**
 * Why a card's case or verb form does not fit its word type (a case only for a word type that declines, a verb form
 * only for a VERB; validation/item-rules.ts), with the field, or null. The update also checks the stored forms an
 * edit leaves out against a new word type.
 */
export function cardFormError(
  wordType: string,
  caseForm: string | null | undefined,
  verbForm: string | null | undefined,
): { field: 'caseForm' | 'verbForm'; message: string } | null {
  const problem = wordTypeFormProblem(wordType, caseForm, verbForm);
  return problem && { field: problem.field, message: `${FORM_LABELS[problem.field]} ${problem.message}.` };
}

/**
 * After the seven required fields (§5 order): message 8 when the context has no ___, then the rules the content
 * pack applies too (validation/item-rules.ts): exactly one gap, and a case or verb form the word type can have.
 */
function checkCard(
  v: {
    practiceContext?: unknown;
    wordType?: unknown;
    caseForm?: unknown;
    verbForm?: unknown;
    form?: unknown;
    alternatives?: string[] | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  const c = v.practiceContext;
  if (typeof c === 'string' && c.trim() !== '') {
    const gap = gapProblem(c, PRACTICE_CONTEXT_GAP, { orLonger: true });
    const message = !c.includes(PRACTICE_CONTEXT_GAP) ? M.placeholder : gap && `Practice context ${gap}.`;
    if (message) ctx.addIssue({ code: 'custom', message, path: ['practiceContext'] });
  }
  const form =
    typeof v.wordType === 'string'
      ? cardFormError(v.wordType, v.caseForm as string | null, v.verbForm as string | null)
      : null;
  if (form) ctx.addIssue({ code: 'custom', message: form.message, path: [form.field] });
  const alternatives =
    typeof v.form === 'string' && v.alternatives ? cardAlternativesProblem(v.form, v.alternatives) : null;
  if (alternatives) ctx.addIssue({ code: 'custom', message: alternatives, path: ['alternatives'] });
}

/**
 * POST /admin/vocabulary-cards — the create payload (§3) with the eight §5 messages in order. Text is trimmed;
 * optional fields that are blank become null (on create, missing ones too).
 */
export const vocabularyCardInput = z.object(cardFields).superRefine(checkCard);
export type VocabularyCardInput = z.input<typeof vocabularyCardInput>;
export type VocabularyCardValues = z.output<typeof vocabularyCardInput>;

/**
 * PUT /admin/vocabulary-cards/{id} — the same fields and messages; an optional field left out keeps its value,
 * null or blank clears it. `expectedUpdatedAt`: the card's updated_at as the editor loaded it (a 409 if saved since).
 */
export const vocabularyCardUpdateInput = z
  .object({ id: adminId('Vocabulary card id'), ...cardFields, expectedUpdatedAt })
  .superRefine(checkCard);
export type VocabularyCardUpdateInput = z.input<typeof vocabularyCardUpdateInput>;
export type VocabularyCardUpdateValues = z.output<typeof vocabularyCardUpdateInput>;

/** The first §5 message for a card form (null when the card is valid) — the form shows one message at a time. */
export function firstVocabularyCardError(values: unknown): string | null {
  const r = vocabularyCardInput.safeParse(values);
  return r.success ? null : firstIssueMessage(r.error);
}

/**
 * GET /admin/vocabulary-cards?page&limit&search&level&reviewStatus&spellingWarnings, plus (issue #20) wordType,
 * caseForm, verbForm, addedFrom, addedTo, addedWithinDays, importBatchId and sort/order.
 */
export const vocabularyCardListInput = z
  .object({ ...pageFields, ...vocabularyCardFilterFields, ...vocabularySortFields })
  .superRefine(checkAddedRange)
  .prefault({});
export type VocabularyCardListInput = z.input<typeof vocabularyCardListInput>;

const reviewNotes = optionalText(
  2000,
  'Review notes must be at most 2000 characters.',
  'Review notes must be text.',
);

/**
 * PUT /admin/vocabulary-cards/{id}/status — body {reviewStatus, reviewNotes}. `expectedUpdatedAt` (session 30, as on
 * a whole-card edit): the card's updated_at as the editor loaded it; a card changed since is a 409 naming its status
 * now, and nothing is written. Left out, the change goes through as before.
 */
export const vocabularyCardStatusInput = z.object({
  id: adminId('Vocabulary card id'),
  reviewStatus: z.enum(REVIEW_STATUSES, {
    error: `Review status must be one of ${REVIEW_STATUSES.join(', ')}.`,
  }),
  reviewNotes,
  expectedUpdatedAt,
});
export type VocabularyCardStatusInput = z.input<typeof vocabularyCardStatusInput>;

/**
 * The status rule (docs/decisions.md, issue #20): an admin SETS a status. VALID, INVALID, NEEDS_ATTENTION and
 * UNREVIEWED can be set on a card whatever its status (a reviewed card can be re-flagged directly; §4's UNREVIEWED
 * → verdict and anything → UNREVIEWED are special cases). DRAFT is not set by hand. Returns the reason a change is
 * refused, or null.
 */
export function reviewStatusChangeError(from: string, to: ReviewStatus): string | null {
  if (from === to) return null;
  if ((SETTABLE_REVIEW_STATUSES as readonly string[]).includes(to)) return null;
  return `Cannot change review status from ${from} to ${to}: a card can be set to ${SETTABLE_REVIEW_STATUSES.join(', ')}.`;
}

/** One card's status as a bulk action found it and as it leaves it. */
export interface ReviewStatusChange {
  id: number;
  word: string;
  /** The card told apart from the other cards of its word: "lugema → loe (imperative)" (vocabularyCardName). */
  label: string;
  from: string;
  to: ReviewStatus;
}

/** What setting `to` on these cards changes: the cards whose status differs, and how many already had it. */
export function reviewStatusChanges(
  cards: readonly (CardNaming & { id: number; review_status: string })[],
  to: ReviewStatus,
): { changed: ReviewStatusChange[]; unchanged: number } {
  const changed = cards
    .filter((c) => c.review_status !== to)
    .map((c) => ({ id: c.id, word: c.word, label: vocabularyCardName(c), from: c.review_status, to }));
  return { changed, unchanged: cards.length - changed.length };
}

export const BULK_ACTIONS = ['updateStatus', 'delete', 'setLevel', 'setWordType'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_MAX_CARDS = 1000;
/** "Select all N matching" (issue #20): the most cards one bulk action over the filters may change. */
export const BULK_MATCHING_MAX = 10_000;

export const BULK_MATCHING_CHANGED = (expected: number, now: number) =>
  `The cards matching these filters changed: ${now} match now, not ${expected}. Check the list and try again.`;

/**
 * "All matching" over the limit: said on the card table before the action is offered, and by the server to a
 * client that sends it anyway. "At most 10,000 cards at a time: narrow the filters (21,000 match)."
 */
export const bulkMatchingTooManyMessage = (count: number): string =>
  `At most ${thousands(BULK_MATCHING_MAX)} cards at a time: narrow the filters (${thousands(count)} match).`;

const EXPECTED_COUNT_MESSAGE =
  'The number of matching cards you confirmed must be a whole number of at least 1 (the count the list showed).';

/** The number of matching cards an admin confirmed: a whole number, at most BULK_MATCHING_MAX (said in words). */
const expectedCount = wholeNumber(EXPECTED_COUNT_MESSAGE, 1, Number.MAX_SAFE_INTEGER).superRefine(
  (n, ctx) => {
    if (n > BULK_MATCHING_MAX) ctx.addIssue({ code: 'custom', message: bulkMatchingTooManyMessage(n) });
  },
);

/**
 * The version of each selected card as the editor's page showed it (session 30): a bulk change of cards changed
 * since is a 409 naming them, and nothing is written. Cards left out are not checked.
 */
const cardVersions = z
  .array(
    z.object({
      id: adminId('Vocabulary card id'),
      updatedAt: z.iso
        .datetime({
          offset: true,
          error: 'Each card version must be the updated_at the page showed, e.g. 2026-03-29T10:15:00.123Z.',
        })
        .transform((v) => new Date(v)),
    }),
    { error: 'Card versions must be a list of {id, updatedAt}.' },
  )
  .max(BULK_MAX_CARDS, `At most ${BULK_MAX_CARDS} cards can be changed at once.`)
  .optional();

/**
 * POST /admin/vocabulary-cards/bulk-action — body {action, cardIds, reviewStatus, reviewNotes}; issue #20 adds
 * setLevel {level} and setWordType {wordType}, and "all matching": instead of cardIds, `matching` (the card
 * table's filters) and `expectedCount` (the N the admin confirmed; a different count now is a 409 and writes
 * nothing). `cardVersions` (session 30): each selected card's updated_at as the page showed it; the status, level and
 * word-type actions refuse with a 409 when one of them changed since, naming it, and write nothing.
 */
export const vocabularyBulkActionInput = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: `Action must be one of ${BULK_ACTIONS.join(', ')}.` }),
    cardIds: z
      .array(adminId('Vocabulary card id'), { error: 'Select at least one card.' })
      .min(1, 'Select at least one card.')
      .max(BULK_MAX_CARDS, `At most ${BULK_MAX_CARDS} cards can be changed at once.`)
      .transform((ids) => [...new Set(ids)])
      .optional(),
    cardVersions,
    matching: vocabularyCardFilter.optional(),
    expectedCount: expectedCount.optional(),
    reviewStatus: z
      .enum(SETTABLE_REVIEW_STATUSES, {
        error: `Bulk status must be one of ${SETTABLE_REVIEW_STATUSES.join(', ')}.`,
      })
      .nullish(),
    reviewNotes,
    level: z.enum(CONTENT_LEVELS, { error: levelMessage() }).optional(),
    wordType: z.enum(WORD_TYPES, { error: `Word type must be one of ${WORD_TYPES.join(', ')}.` }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.cardIds && v.matching)
      ctx.addIssue({
        code: 'custom',
        message: 'Choose either the selected cards or all cards matching the filters, not both.',
        path: ['matching'],
      });
    else if (!v.cardIds && !v.matching)
      ctx.addIssue({ code: 'custom', message: 'Select at least one card.', path: ['cardIds'] });
    if (v.matching && v.expectedCount === undefined)
      ctx.addIssue({
        code: 'custom',
        message: 'Confirm how many cards match the filters: the count the list showed is missing.',
        path: ['expectedCount'],
      });
    if (v.action === 'setLevel' && !v.level)
      ctx.addIssue({ code: 'custom', message: 'Choose the level to set.', path: ['level'] });
    if (v.action === 'setWordType' && !v.wordType)
      ctx.addIssue({ code: 'custom', message: 'Choose the word type to set.', path: ['wordType'] });
    if (v.action === 'updateStatus' && !v.reviewStatus)
      ctx.addIssue({
        code: 'custom',
        message: `Choose the status to set: ${SETTABLE_REVIEW_STATUSES.join(', ')}.`,
        path: ['reviewStatus'],
      });
  });
export type VocabularyBulkActionInput = z.input<typeof vocabularyBulkActionInput>;

/** How many cards a refused bulk word type names one by one, per form, before "and N more". */
export const BULK_WORD_TYPE_NAMED = 10;

/** A card as the bulk word-type check reads it (a row of vocabulary_cards). */
export interface CardForms {
  id: number;
  word: string;
  form?: string | null;
  case_form: string | null;
  verb_form: string | null;
}

/**
 * Bulk "Set word type…" keeps the card rule of create, update and import (validation/item-rules.ts: a case only
 * for a word type that declines, a verb form only for a VERB). Why setting `wordType` on these cards would break it,
 * naming the cards by form, or null when it would not. The action is then refused as a whole and writes nothing:
 * a bulk change never drops a case or verb form the editor did not look at (the editor clears it on the card, or
 * leaves the card out).
 */
export function bulkWordTypeError(cards: readonly CardForms[], wordType: string): string | null {
  const broken = new Set<number>();
  const sentences: string[] = [];
  for (const field of ['caseForm', 'verbForm'] as const) {
    const value = (c: CardForms) => (field === 'caseForm' ? c.case_form : c.verb_form);
    const hits = cards.flatMap((card) => {
      const problem = cardFormError(
        wordType,
        field === 'caseForm' ? value(card) : null,
        field === 'verbForm' ? value(card) : null,
      );
      return problem ? [{ card, rule: problem.message }] : [];
    });
    const [first] = hits;
    if (first === undefined) continue;
    for (const { card } of hits) broken.add(card.id);
    const named = hits
      .slice(0, BULK_WORD_TYPE_NAMED)
      .map(
        ({ card: c }) => `${c.form && c.form !== c.word ? `${c.word} → ${c.form}` : c.word} (${value(c)})`,
      );
    const more = hits.length > BULK_WORD_TYPE_NAMED ? ` and ${hits.length - BULK_WORD_TYPE_NAMED} more` : '';
    const have = hits.length === 1 ? '1 selected card has one' : `${hits.length} selected cards have one`;
    sentences.push(`${first.rule.replace(/\.$/, '')}, and ${have}: ${named.join(', ')}${more}.`);
  }
  if (broken.size === 0) return null;
  const count = broken.size === 1 ? '1 card' : `${broken.size} cards`;
  return (
    `Word type ${wordType} was not set, and nothing was changed: ${count} would break the card rules. ` +
    `${sentences.join(' ')} Clear the form on those cards first (Edit), or leave them out of the selection.`
  );
}

/** GET /admin/vocabulary-cards/export — the card table's filters (none: every card). */
export const vocabularyExportInput = vocabularyCardFilter.prefault({});

/**
 * The keyboard review queue (issue #20): the next UNREVIEWED card matching the table's filters, leaving out the
 * cards skipped in this session.
 */
export const vocabularyReviewQueueInput = z
  .object({
    ...vocabularyCardFilterFields,
    // a query string gives one `skip` as text: `skip=3,5` or `skip=3&skip=5`
    skip: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
        z
          .array(adminId('Skipped card id'), { error: 'skip must be a list of card ids.' })
          .max(BULK_MATCHING_MAX, `At most ${BULK_MATCHING_MAX} cards can be skipped.`)
          .optional(),
      )
      .transform((v) => v ?? []),
  })
  .superRefine(checkAddedRange)
  .prefault({});
export type VocabularyReviewQueueInput = z.input<typeof vocabularyReviewQueueInput>;
