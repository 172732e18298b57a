import type { ImportResult } from '@keelerada/domain';
import { REVIEW_STATUSES } from '@keelerada/domain';
import { z } from 'zod';
import type {
  BulkResult,
  listVocabularyCards,
  nextUnreviewedCard,
  recheckVocabularySpelling,
  SavedCard,
  setVocabularyCardStatus,
} from '../services/admin/vocabulary.service.ts';
import type { AdminVocabularyCard } from '../services/admin/vocabulary-card-dto.ts';
import type { listVocabularyImportBatches } from '../services/admin/vocabulary-import.service.ts';
import { adminPage, instant, int, named, type Result, withWarnings } from './common.ts';
import { cardNumber, cardTexts } from './vocabulary.ts';

/** A vocabulary card as the admin list shows it (§3 "Vocabulary card (admin list)", plus QA and bookkeeping). */
const adminVocabularyCard = named(
  'AdminVocabularyCard',
  z.strictObject({
    id: int,
    ...cardTexts,
    number: cardNumber,
    review_status: z.string(),
    review_notes: z.string().nullable(),
    frequency_rank: int.nullable(),
    alternatives: z
      .array(z.string())
      .describe('Accepted alternatives: other words or forms the judge accepts like `form` (may be empty).'),
    spelling_warnings: z.array(z.string()),
    created_at: instant,
    updated_at: instant,
  }),
) satisfies z.ZodType<AdminVocabularyCard>;

export const adminVocabularyCardsResponse = adminPage(
  'vocabularyCards',
  adminVocabularyCard,
) satisfies z.ZodType<Result<typeof listVocabularyCards>>;

/** Content QA: why a card's form is not the one its labels name, by the lexicon (a warning); null when it is. */
const formCheck = z.string().nullable();

/** POST and PUT of a card: the card saved, with its spelling warnings and form check. */
export const savedCardResponse = z.strictObject({
  vocabularyCard: adminVocabularyCard,
  ...withWarnings,
  formCheck,
}) satisfies z.ZodType<SavedCard>;

export const cardStatusResponse = z.strictObject({ vocabularyCard: adminVocabularyCard }) satisfies z.ZodType<
  Result<typeof setVocabularyCardStatus>
>;

export const bulkActionResponse = z.strictObject({
  success: z.literal(true),
  action: z.enum(['updateStatus', 'delete', 'setLevel', 'setWordType']),
  affected: int,
  changed: z
    .array(
      z.strictObject({
        id: int,
        word: z.string(),
        /** "lugema → loe (imperative)": the card told apart from the other cards of its word. */
        label: z.string(),
        from: z.string(),
        to: z.enum(REVIEW_STATUSES),
      }),
    )
    .optional(),
  unchanged: int.optional(),
  /** How many selected cards got the typed note (a blank note leaves notes alone: 0). */
  notesChanged: int.optional(),
}) satisfies z.ZodType<BulkResult>;

const importRow = z.strictObject({ row: int, error: z.string(), data: z.record(z.string(), z.unknown()) });

export const batchImportResponse = z.strictObject({
  created: int,
  skipped: int,
  errors: z.array(importRow),
  skippedRows: z.array(importRow.extend({ differs: z.array(z.string()).optional() })).optional(),
  skippedDiffering: int.optional(),
  formChecks: z.array(importRow).optional(),
  dryRun: z.boolean().optional(),
  importBatchId: int.optional(),
}) satisfies z.ZodType<ImportResult>;

/** GET /admin/vocabulary-cards/import-batches (issue #20): the CSV imports, newest first. */
export const importBatchesResponse = z.strictObject({
  importBatches: z.array(
    z.strictObject({
      id: int,
      fileName: z.string(),
      adminEmail: z.string().nullable(),
      rowCount: int,
      createdCount: int,
      cards: int,
      createdAt: instant,
    }),
  ),
}) satisfies z.ZodType<Result<typeof listVocabularyImportBatches>>;

/** GET /admin/vocabulary-cards/review-queue (issue #20): the next unreviewed card and how many are left. */
export const reviewQueueResponse = z.strictObject({
  card: adminVocabularyCard.nullable(),
  remaining: int,
  formCheck,
}) satisfies z.ZodType<Result<typeof nextUnreviewedCard>>;

export const recheckSpellingResponse = z.strictObject({
  checked: int,
  withWarnings: int,
}) satisfies z.ZodType<Result<typeof recheckVocabularySpelling>>;
