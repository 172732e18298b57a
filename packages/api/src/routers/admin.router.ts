import { learnerModelSummary } from '@keelerada/db';
import {
  adminId,
  adminLexiconCreateInput,
  adminLexiconIdInput,
  adminLexiconListInput,
  adminLexiconUpdateInput,
  adminUserIdInput,
  adminUsersListInput,
  apiTokenCreateInput,
  apiTokenIdInput,
  grammarExerciseCreateInput,
  grammarExerciseIdInput,
  grammarExerciseListInput,
  grammarExerciseUpdateInput,
  readingTextIdInput,
  readingTextInput,
  readingTextListInput,
  readingTextUpdateInput,
  trashListInput,
  trashLookupInput,
  trashRestoreMatchingInput,
  vocabularyBatchImportInput,
  vocabularyBulkActionInput,
  vocabularyCardInput,
  vocabularyCardListInput,
  vocabularyCardStatusInput,
  vocabularyCardUpdateInput,
  vocabularyExportInput,
  vocabularyReviewQueueInput,
  wholeNumber,
} from '@keelerada/domain';
import { z } from 'zod';
import {
  adminAnalyticsResponse,
  adminGrammarExerciseResponse,
  adminGrammarExercisesResponse,
  adminLexiconLemma,
  adminLexiconLemmasResponse,
  adminReadingTextsResponse,
  adminStatsResponse,
  adminUsersResponse,
  adminVocabularyCardsResponse,
  apiTokensResponse,
  batchImportResponse,
  bulkActionResponse,
  bulkSyncResponse,
  cardStatusResponse,
  createdApiTokenResponse,
  historyResponse,
  importBatchesResponse,
  readingTextDetailResponse,
  recheckSpellingResponse,
  reviewQueueResponse,
  savedCardResponse,
  savedExerciseResponse,
  savedReadingTextResponse,
  successResponse,
  trashLookupResponse,
  trashResponse,
  trashRestoreMatchingResponse,
  trashRestoreResponse,
  userSyncResponse,
} from '../responses/index.ts';
import { createApiToken, listApiTokens, revokeApiToken } from '../services/admin/api-tokens.service.ts';
import {
  createGrammarExercise,
  deleteGrammarExercise,
  getGrammarExercise,
  listGrammarExercises,
  updateGrammarExercise,
} from '../services/admin/grammar.service.ts';
import { HISTORY_KINDS, listContentHistory } from '../services/admin/history.service.ts';
import {
  createLexiconLemma,
  getLexiconLemma,
  listLexiconLemmas,
  updateLexiconLemma,
} from '../services/admin/lexicon.service.ts';
import {
  createReadingText,
  deleteReadingText,
  getReadingText,
  listReadingTexts,
  updateReadingText,
} from '../services/admin/reading.service.ts';
import { getAdminAnalytics, getAdminStats } from '../services/admin/stats.service.ts';
import {
  listTrashItems,
  lookupTrashItem,
  restoreMatchingTrash,
  restoreTrashItem,
} from '../services/admin/trash.service.ts';
import {
  listAdminUsers,
  syncAllUsersVocabulary,
  syncUserVocabulary,
} from '../services/admin/users.service.ts';
import {
  bulkVocabularyAction,
  createVocabularyCard,
  deleteVocabularyCard,
  exportVocabularyCsv,
  getVocabularyCard,
  listVocabularyCards,
  nextUnreviewedCard,
  recheckVocabularySpelling,
  setVocabularyCardStatus,
  updateVocabularyCard,
  vocabularyCsvTemplate,
} from '../services/admin/vocabulary.service.ts';
import {
  importVocabularyCards,
  listVocabularyImportBatches,
} from '../services/admin/vocabulary-import.service.ts';
import { lexiconIndex } from '../services/lexicon/lexicon-index.ts';
import { adminProcedure, router } from '../trpc.ts';

const cardId = z.object({ id: vocabularyCardUpdateInput.shape.id });
const trashIdInput = z.object({ id: adminId('Trash item id') });
const contentHistoryInput = z.object({
  kind: z.enum(HISTORY_KINDS, { error: `kind must be one of ${HISTORY_KINDS.join(', ')}.` }).optional(),
  itemId: adminId('Item id').optional(),
  adminId: adminId('Admin id').optional(),
  limit: wholeNumber('limit must be a whole number from 1 to 200.', 1, 200).default(50),
});

/**
 * The admin back office (admin-back-office.md §7, except the bilingual books, which live in books.admin). Every
 * procedure is an adminProcedure: anonymous → 401, learner → 403.
 */
export const adminRouter = router({
  /** GET /admin/stats */
  stats: adminProcedure
    .meta({ rest: { method: 'GET', path: '/admin/stats', output: adminStatsResponse } })
    .query(({ ctx }) => getAdminStats(ctx.db)),
  /** Issue 21: learners on fitted FSRS parameters, their mean log-loss gain, the spread of desired retention. */
  learnerModel: adminProcedure.query(({ ctx }) => learnerModelSummary(ctx.db)),
  /** GET /admin/analytics */
  analytics: adminProcedure
    .meta({ rest: { method: 'GET', path: '/admin/analytics', output: adminAnalyticsResponse } })
    .query(({ ctx }) => getAdminAnalytics(ctx.db, ctx.now())),

  vocabulary: router({
    list: adminProcedure
      .meta({
        rest: { method: 'GET', path: '/admin/vocabulary-cards', output: adminVocabularyCardsResponse },
      })
      .input(vocabularyCardListInput)
      .query(({ ctx, input }) => listVocabularyCards(ctx.db, input, ctx.now())),
    create: adminProcedure
      .meta({
        rest: { method: 'POST', path: '/admin/vocabulary-cards', status: 201, output: savedCardResponse },
      })
      .input(vocabularyCardInput)
      .mutation(({ ctx, input }) => createVocabularyCard(ctx.db, ctx.caches, input, ctx.user.id, ctx.now())),
    update: adminProcedure
      .meta({ rest: { method: 'PUT', path: '/admin/vocabulary-cards/:id', output: savedCardResponse } })
      .input(vocabularyCardUpdateInput)
      .mutation(({ ctx, input }) => updateVocabularyCard(ctx.db, ctx.caches, input, ctx.now(), ctx.user.id)),
    setStatus: adminProcedure
      .meta({
        rest: { method: 'PUT', path: '/admin/vocabulary-cards/:id/status', output: cardStatusResponse },
      })
      .input(vocabularyCardStatusInput)
      .mutation(({ ctx, input }) => setVocabularyCardStatus(ctx.db, input, ctx.now(), ctx.user.id)),
    /** Session 31: one card as it is now (the Status dialog reads it when it opens, and after a 409). */
    get: adminProcedure
      .meta({ rest: { method: 'GET', path: '/admin/vocabulary-cards/:id', output: cardStatusResponse } })
      .input(cardId)
      .query(({ ctx, input }) => getVocabularyCard(ctx.db, input.id, ctx.user.id)),
    delete: adminProcedure
      .meta({ rest: { method: 'DELETE', path: '/admin/vocabulary-cards/:id', output: successResponse } })
      .input(cardId)
      .mutation(({ ctx, input }) => deleteVocabularyCard(ctx.db, input.id, ctx.user.id, ctx.now())),
    bulkAction: adminProcedure
      .meta({
        rest: { method: 'POST', path: '/admin/vocabulary-cards/bulk-action', output: bulkActionResponse },
      })
      .input(vocabularyBulkActionInput)
      .mutation(({ ctx, input }) => bulkVocabularyAction(ctx.db, input, ctx.now(), ctx.user.id)),
    batchImport: adminProcedure
      .meta({
        rest: { method: 'POST', path: '/admin/vocabulary-cards/batch-import', output: batchImportResponse },
      })
      .input(vocabularyBatchImportInput)
      .mutation(async ({ ctx, input }) =>
        importVocabularyCards(ctx.db, input.cards, {
          dryRun: input.dryRun,
          rows: input.rows,
          fileName: input.fileName,
          importBatchId: input.importBatchId,
          by: ctx.user.id,
          now: ctx.now(),
          lexicon: await lexiconIndex(ctx.db, ctx.caches),
        }),
      ),
    /** Issue #20: the CSV imports, for the card table's import-batch filter. */
    importBatches: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/vocabulary-cards/import-batches',
          output: importBatchesResponse,
        },
      })
      .query(({ ctx }) => listVocabularyImportBatches(ctx.db)),
    /** Issue #20: the keyboard review queue's next UNREVIEWED card (the table's filters, minus skipped cards). */
    reviewQueue: adminProcedure
      .meta({
        rest: { method: 'GET', path: '/admin/vocabulary-cards/review-queue', output: reviewQueueResponse },
      })
      .input(vocabularyReviewQueueInput)
      .query(({ ctx, input }) => nextUnreviewedCard(ctx.db, ctx.caches, input, ctx.now())),
    csvTemplate: adminProcedure
      .meta({ rest: { method: 'GET', path: '/admin/vocabulary-cards/csv-template', reply: 'csv' } })
      .query(() => vocabularyCsvTemplate()),
    exportCsv: adminProcedure
      .meta({ rest: { method: 'GET', path: '/admin/vocabulary-cards/export', reply: 'csv' } })
      .input(vocabularyExportInput)
      .query(({ ctx, input }) => exportVocabularyCsv(ctx.db, input, ctx.now())),
    recheckSpelling: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/vocabulary-cards/recheck-spelling',
          output: recheckSpellingResponse,
        },
      })
      .mutation(({ ctx }) => recheckVocabularySpelling(ctx.db)),
  }),

  /** Issue 16: the lexicon's lemmas and their principal forms (a small screen under vocabulary cards). */
  lexicon: router({
    list: adminProcedure
      .meta({ rest: { method: 'GET', path: '/admin/lexicon', output: adminLexiconLemmasResponse } })
      .input(adminLexiconListInput)
      .query(({ ctx, input }) => listLexiconLemmas(ctx.db, input)),
    get: adminProcedure
      .meta({ rest: { method: 'GET', path: '/admin/lexicon/:id', output: adminLexiconLemma } })
      .input(adminLexiconIdInput)
      .query(({ ctx, input }) => getLexiconLemma(ctx.db, input.id)),
    /** A word the lexicon does not have yet, so the cards that use it can be checked. */
    create: adminProcedure
      .meta({ rest: { method: 'POST', path: '/admin/lexicon', status: 201, output: adminLexiconLemma } })
      .input(adminLexiconCreateInput)
      .mutation(({ ctx, input }) => createLexiconLemma(ctx.db, input, ctx.user.id, ctx.now())),
    update: adminProcedure
      .meta({ rest: { method: 'PUT', path: '/admin/lexicon/:id', output: adminLexiconLemma } })
      .input(adminLexiconUpdateInput)
      .mutation(({ ctx, input }) => updateLexiconLemma(ctx.db, input, ctx.now(), ctx.user.id)),
  }),

  grammar: router({
    list: adminProcedure
      .meta({
        rest: { method: 'GET', path: '/admin/grammar-exercises', output: adminGrammarExercisesResponse },
      })
      .input(grammarExerciseListInput)
      .query(({ ctx, input }) => listGrammarExercises(ctx.db, input)),
    get: adminProcedure
      .meta({
        rest: { method: 'GET', path: '/admin/grammar-exercises/:id', output: adminGrammarExerciseResponse },
      })
      .input(grammarExerciseIdInput)
      .query(({ ctx, input }) => getGrammarExercise(ctx.db, input.id)),
    create: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/grammar-exercises',
          status: 201,
          output: savedExerciseResponse,
        },
      })
      .input(grammarExerciseCreateInput)
      .mutation(({ ctx, input }) => createGrammarExercise(ctx.db, ctx.caches, input, ctx.user.id, ctx.now())),
    update: adminProcedure
      .meta({ rest: { method: 'PUT', path: '/admin/grammar-exercises/:id', output: savedExerciseResponse } })
      .input(grammarExerciseUpdateInput)
      .mutation(({ ctx, input }) => updateGrammarExercise(ctx.db, ctx.caches, input, ctx.now(), ctx.user.id)),
    delete: adminProcedure
      .meta({ rest: { method: 'DELETE', path: '/admin/grammar-exercises/:id', output: successResponse } })
      .input(grammarExerciseIdInput)
      .mutation(({ ctx, input }) => deleteGrammarExercise(ctx.db, input.id, ctx.user.id, ctx.now())),
  }),

  reading: router({
    list: adminProcedure
      .meta({ rest: { method: 'GET', path: '/admin/reading-texts', output: adminReadingTextsResponse } })
      .input(readingTextListInput)
      .query(({ ctx, input }) => listReadingTexts(ctx.db, input)),
    get: adminProcedure
      .meta({ rest: { method: 'GET', path: '/admin/reading-texts/:id', output: readingTextDetailResponse } })
      .input(readingTextIdInput)
      .query(({ ctx, input }) => getReadingText(ctx.db, input.id)),
    create: adminProcedure
      .meta({
        rest: { method: 'POST', path: '/admin/reading-texts', status: 201, output: savedReadingTextResponse },
      })
      .input(readingTextInput)
      .mutation(({ ctx, input }) => createReadingText(ctx.db, input, ctx.user.id, ctx.now())),
    update: adminProcedure
      .meta({ rest: { method: 'PUT', path: '/admin/reading-texts/:id', output: savedReadingTextResponse } })
      .input(readingTextUpdateInput)
      .mutation(({ ctx, input }) => updateReadingText(ctx.db, input, ctx.now(), ctx.user.id)),
    delete: adminProcedure
      .meta({ rest: { method: 'DELETE', path: '/admin/reading-texts/:id', output: successResponse } })
      .input(readingTextIdInput)
      .mutation(({ ctx, input }) => deleteReadingText(ctx.db, input.id, ctx.user.id, ctx.now())),
  }),

  users: router({
    list: adminProcedure
      .meta({ rest: { method: 'GET', path: '/admin/users', output: adminUsersResponse } })
      .input(adminUsersListInput)
      .query(({ ctx, input }) => listAdminUsers(ctx.db, input)),
    syncVocabularyCards: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/users/:id/sync-vocabulary-cards',
          params: { id: 'userId' },
          output: userSyncResponse,
        },
      })
      .input(adminUserIdInput)
      .mutation(({ ctx, input }) => syncUserVocabulary(ctx.db, input.userId)),
    syncAllVocabularyCards: adminProcedure
      .meta({
        rest: { method: 'POST', path: '/admin/users/sync-vocabulary-cards-all', output: bulkSyncResponse },
      })
      .mutation(({ ctx }) => syncAllUsersVocabulary(ctx.db)),
  }),

  /** The trash (issue #20): deleted cards, exercises, reading texts and books, restorable for 30 days. */
  trash: router({
    /** One page, newest deletion first, with search and filters (kind, deleted by, day). */
    list: adminProcedure
      .meta({ rest: { method: 'GET', path: '/admin/trash', output: trashResponse } })
      .input(trashListInput)
      .query(({ ctx, input }) => listTrashItems(ctx.db, input, ctx.now())),
    restore: adminProcedure
      .meta({ rest: { method: 'POST', path: '/admin/trash/:id/restore', output: trashRestoreResponse } })
      .input(trashIdInput)
      .mutation(({ ctx, input }) => restoreTrashItem(ctx.db, input.id, ctx.now(), ctx.user.id)),
    /** "Restore all N matching": every item matching the filters, if exactly `expectedCount`; all or nothing. */
    restoreMatching: adminProcedure
      .meta({
        rest: { method: 'POST', path: '/admin/trash/restore-matching', output: trashRestoreMatchingResponse },
      })
      .input(trashRestoreMatchingInput)
      .mutation(({ ctx, input }) => restoreMatchingTrash(ctx.db, input, ctx.now(), ctx.user.id)),
    /** Is this item in the trash? (the edit pages' "not found" says who deleted it and links here) */
    lookup: adminProcedure
      .meta({ rest: { method: 'GET', path: '/admin/trash/lookup', output: trashLookupResponse } })
      .input(trashLookupInput)
      .query(({ ctx, input }) => lookupTrashItem(ctx.db, input, ctx.now())),
  }),

  /** Admin content history (issue #20): per item and/or per admin, newest first. */
  history: adminProcedure
    .meta({ rest: { method: 'GET', path: '/admin/history', output: historyResponse } })
    .input(contentHistoryInput)
    .query(({ ctx, input }) => listContentHistory(ctx.db, input)),

  /** Admin API tokens for scripts and the CLI (created and revoked by an admin; stored hashed). */
  apiTokens: router({
    list: adminProcedure
      .meta({ rest: { method: 'GET', path: '/admin/api-tokens', output: apiTokensResponse } })
      .query(({ ctx }) => listApiTokens(ctx.db, ctx.now())),
    create: adminProcedure
      .meta({
        rest: { method: 'POST', path: '/admin/api-tokens', status: 201, output: createdApiTokenResponse },
      })
      .input(apiTokenCreateInput)
      .mutation(({ ctx, input }) => createApiToken(ctx.db, ctx.user, input, ctx.now())),
    revoke: adminProcedure
      .meta({ rest: { method: 'DELETE', path: '/admin/api-tokens/:id', output: successResponse } })
      .input(apiTokenIdInput)
      .mutation(({ ctx, input }) => revokeApiToken(ctx.db, input.id, ctx.now())),
  }),
});
