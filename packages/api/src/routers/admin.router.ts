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
import { historyListInput, listContentHistory } from '../services/admin/history.service.ts';
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

/**
 * The admin back office (admin-back-office.md §7, except the bilingual books, which live in books.admin). Every
 * procedure is an adminProcedure: anonymous → 401, learner → 403.
 */
export const adminRouter = router({
  /** GET /admin/stats */
  stats: adminProcedure
    .meta({
      rest: { method: 'GET', path: '/admin/stats', summary: 'Dashboard counts', output: adminStatsResponse },
    })
    .query(({ ctx }) => getAdminStats(ctx.db)),
  /** Issue 21: learners on fitted FSRS parameters, their mean log-loss gain, the spread of desired retention. */
  learnerModel: adminProcedure.query(({ ctx }) => learnerModelSummary(ctx.db)),
  /** GET /admin/analytics */
  analytics: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/analytics',
        summary: 'Learner activity analytics',
        output: adminAnalyticsResponse,
      },
    })
    .query(({ ctx }) => getAdminAnalytics(ctx.db, ctx.now())),

  vocabulary: router({
    list: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/vocabulary-cards',
          summary: 'List vocabulary cards (paged, filtered)',
          description:
            "The card table's search and filters; the same filters are accepted by the export, the review queue and a bulk action's `matching`.",
          output: adminVocabularyCardsResponse,
        },
      })
      .input(vocabularyCardListInput)
      .query(({ ctx, input }) => listVocabularyCards(ctx.db, input, ctx.now())),
    create: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/vocabulary-cards',
          summary: 'Create a vocabulary card',
          description: 'New cards start UNREVIEWED.',
          conflicts: 'A card with the same word, form and practice context already exists.',
          status: 201,
          output: savedCardResponse,
        },
      })
      .input(vocabularyCardInput)
      .mutation(({ ctx, input }) => createVocabularyCard(ctx.db, ctx.caches, input, ctx.user.id, ctx.now())),
    update: adminProcedure
      .meta({
        rest: {
          method: 'PUT',
          path: '/admin/vocabulary-cards/:id',
          summary: 'Edit a vocabulary card',
          description:
            "Optional fields left out keep their value. Send `expectedUpdatedAt` (the card's updated_at as loaded) to refuse overwriting someone else's save.",
          conflicts:
            'The card was saved by someone else after `expectedUpdatedAt`, or the edit would duplicate another card (same word, form and practice context); nothing is written.',
          output: savedCardResponse,
        },
      })
      .input(vocabularyCardUpdateInput)
      .mutation(({ ctx, input }) => updateVocabularyCard(ctx.db, ctx.caches, input, ctx.now(), ctx.user.id)),
    setStatus: adminProcedure
      .meta({
        rest: {
          method: 'PUT',
          path: '/admin/vocabulary-cards/:id/status',
          summary: 'Change the review status of a card',
          description:
            'A refused status change is a 400. With `expectedUpdatedAt` a card changed since is a 409 naming its status now and who changed it.',
          conflicts:
            "The card's status changed after `expectedUpdatedAt` (stale status); nothing is written.",
          output: cardStatusResponse,
        },
      })
      .input(vocabularyCardStatusInput)
      .mutation(({ ctx, input }) => setVocabularyCardStatus(ctx.db, input, ctx.now(), ctx.user.id)),
    /** One card as it is now (the Status dialog reads it when it opens, and after a 409). */
    get: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/vocabulary-cards/:id',
          summary: 'Get one vocabulary card as it is now',
          output: cardStatusResponse,
        },
      })
      .input(cardId)
      .query(({ ctx, input }) => getVocabularyCard(ctx.db, input.id, ctx.user.id)),
    delete: adminProcedure
      .meta({
        rest: {
          method: 'DELETE',
          path: '/admin/vocabulary-cards/:id',
          summary: 'Move a vocabulary card to the trash',
          description:
            "Restorable for 30 days with every learner's progress on it; learners stop seeing it at once.",
          output: successResponse,
        },
      })
      .input(cardId)
      .mutation(({ ctx, input }) => deleteVocabularyCard(ctx.db, input.id, ctx.user.id, ctx.now())),
    bulkAction: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/vocabulary-cards/bulk-action',
          summary: 'Change or delete many cards at once',
          description:
            "`action` is updateStatus, delete, setLevel or setWordType, on either `cardIds` (at most 1,000) or every card matching the card table's filters (`matching`, at most 10,000) together with `expectedCount`, the number the admin confirmed. All or nothing; unknown ids are a 404.",
          conflicts:
            'A card in `cardVersions` changed since the page showed it (status, level and word-type actions), or the number of cards `matching` the filters is no longer `expectedCount` (count changed); nothing is written.',
          notFound: true,
          output: bulkActionResponse,
        },
      })
      .input(vocabularyBulkActionInput)
      .mutation(({ ctx, input }) => bulkVocabularyAction(ctx.db, input, ctx.now(), ctx.user.id)),
    batchImport: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/vocabulary-cards/batch-import',
          summary: 'Import vocabulary cards from CSV rows',
          description:
            '`dryRun: true` only checks the rows and reports what would be imported; an unknown `importBatchId` is a 404.',
          notFound: true,
          output: batchImportResponse,
        },
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
          summary: 'List CSV imports (newest first)',
          output: importBatchesResponse,
        },
      })
      .query(({ ctx }) => listVocabularyImportBatches(ctx.db)),
    /** Issue #20: the keyboard review queue's next UNREVIEWED card (the table's filters, minus skipped cards). */
    reviewQueue: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/vocabulary-cards/review-queue',
          summary: 'Next card of the review queue',
          description:
            "The oldest UNREVIEWED card matching the card table's filters that is not in `skip` (the ids skipped this session), and how many such cards there are.",
          output: reviewQueueResponse,
        },
      })
      .input(vocabularyReviewQueueInput)
      .query(({ ctx, input }) => nextUnreviewedCard(ctx.db, ctx.caches, input, ctx.now())),
    csvTemplate: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/vocabulary-cards/csv-template',
          summary: 'Download the CSV import template',
          reply: 'csv',
        },
      })
      .query(() => vocabularyCsvTemplate()),
    exportCsv: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/vocabulary-cards/export',
          summary: 'Export vocabulary cards as CSV',
          description:
            "Every card, or with the card table's filters every matching card, in the import template's columns.",
          reply: 'csv',
        },
      })
      .input(vocabularyExportInput)
      .query(({ ctx, input }) => exportVocabularyCsv(ctx.db, input, ctx.now())),
    recheckSpelling: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/vocabulary-cards/recheck-spelling',
          summary: 'Re-run the spell-checker over every card',
          output: recheckSpellingResponse,
        },
      })
      .mutation(({ ctx }) => recheckVocabularySpelling(ctx.db)),
  }),

  /** Issue 16: the lexicon's lemmas and their principal forms (a small screen under vocabulary cards). */
  lexicon: router({
    list: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/lexicon',
          summary: 'List lexicon lemmas (paged, searched)',
          description:
            'Lemmas whose lemma or gloss contains `search` (diacritics ignored), in Estonian alphabetical order.',
          output: adminLexiconLemmasResponse,
        },
      })
      .input(adminLexiconListInput)
      .query(({ ctx, input }) => listLexiconLemmas(ctx.db, input)),
    get: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/lexicon/:id',
          summary: 'Get one lexicon lemma',
          output: adminLexiconLemma,
        },
      })
      .input(adminLexiconIdInput)
      .query(({ ctx, input }) => getLexiconLemma(ctx.db, input.id)),
    /** A word the lexicon does not have yet, so the cards that use it can be checked. */
    create: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/lexicon',
          summary: 'Add a lemma to the lexicon',
          conflicts: 'The lexicon already has this lemma with this gloss.',
          status: 201,
          output: adminLexiconLemma,
        },
      })
      .input(adminLexiconCreateInput)
      .mutation(({ ctx, input }) => createLexiconLemma(ctx.db, input, ctx.user.id, ctx.now())),
    update: adminProcedure
      .meta({
        rest: {
          method: 'PUT',
          path: '/admin/lexicon/:id',
          summary: "Edit a lemma's principal forms",
          conflicts:
            'The item was saved by someone else after `expectedUpdatedAt` (the version the editor loaded); nothing is written.',
          output: adminLexiconLemma,
        },
      })
      .input(adminLexiconUpdateInput)
      .mutation(({ ctx, input }) => updateLexiconLemma(ctx.db, input, ctx.now(), ctx.user.id)),
  }),

  grammar: router({
    list: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/grammar-exercises',
          summary: 'List grammar exercises (paged, filtered)',
          output: adminGrammarExercisesResponse,
        },
      })
      .input(grammarExerciseListInput)
      .query(({ ctx, input }) => listGrammarExercises(ctx.db, input)),
    get: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/grammar-exercises/:id',
          summary: 'Get one grammar exercise',
          output: adminGrammarExerciseResponse,
        },
      })
      .input(grammarExerciseIdInput)
      .query(({ ctx, input }) => getGrammarExercise(ctx.db, input.id)),
    create: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/grammar-exercises',
          summary: 'Create a grammar exercise',
          conflicts:
            'An exercise with the same type, sentence and answer exists (send `allowDuplicate: true` to create it anyway).',
          status: 201,
          output: savedExerciseResponse,
        },
      })
      .input(grammarExerciseCreateInput)
      .mutation(({ ctx, input }) => createGrammarExercise(ctx.db, ctx.caches, input, ctx.user.id, ctx.now())),
    update: adminProcedure
      .meta({
        rest: {
          method: 'PUT',
          path: '/admin/grammar-exercises/:id',
          summary: 'Edit a grammar exercise',
          description: 'The exercise type cannot change; fields left out keep their value.',
          conflicts:
            'The item was saved by someone else after `expectedUpdatedAt` (the version the editor loaded); nothing is written.',
          output: savedExerciseResponse,
        },
      })
      .input(grammarExerciseUpdateInput)
      .mutation(({ ctx, input }) => updateGrammarExercise(ctx.db, ctx.caches, input, ctx.now(), ctx.user.id)),
    delete: adminProcedure
      .meta({
        rest: {
          method: 'DELETE',
          path: '/admin/grammar-exercises/:id',
          summary: 'Move a grammar exercise to the trash',
          output: successResponse,
        },
      })
      .input(grammarExerciseIdInput)
      .mutation(({ ctx, input }) => deleteGrammarExercise(ctx.db, input.id, ctx.user.id, ctx.now())),
  }),

  reading: router({
    list: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/reading-texts',
          summary: 'List reading texts (paged, filtered)',
          output: adminReadingTextsResponse,
        },
      })
      .input(readingTextListInput)
      .query(({ ctx, input }) => listReadingTexts(ctx.db, input)),
    get: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/reading-texts/:id',
          summary: 'Get one reading text with its questions',
          output: readingTextDetailResponse,
        },
      })
      .input(readingTextIdInput)
      .query(({ ctx, input }) => getReadingText(ctx.db, input.id)),
    create: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/reading-texts',
          summary: 'Create a reading text',
          conflicts:
            'A reading text with this title already exists (duplicate title; send `allowDuplicate: true` to create it anyway).',
          status: 201,
          output: savedReadingTextResponse,
        },
      })
      .input(readingTextInput)
      .mutation(({ ctx, input }) => createReadingText(ctx.db, input, ctx.user.id, ctx.now())),
    update: adminProcedure
      .meta({
        rest: {
          method: 'PUT',
          path: '/admin/reading-texts/:id',
          summary: 'Edit a reading text',
          description:
            '`readingQuestions`, when sent, is the whole list: questions with an id are updated in place, new ones added, the rest removed.',
          conflicts:
            'The item was saved by someone else after `expectedUpdatedAt` (the version the editor loaded); nothing is written.',
          output: savedReadingTextResponse,
        },
      })
      .input(readingTextUpdateInput)
      .mutation(({ ctx, input }) => updateReadingText(ctx.db, input, ctx.now(), ctx.user.id)),
    delete: adminProcedure
      .meta({
        rest: {
          method: 'DELETE',
          path: '/admin/reading-texts/:id',
          summary: 'Move a reading text to the trash',
          output: successResponse,
        },
      })
      .input(readingTextIdInput)
      .mutation(({ ctx, input }) => deleteReadingText(ctx.db, input.id, ctx.user.id, ctx.now())),
  }),

  users: router({
    list: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/users',
          summary: 'List users (paged, searched)',
          output: adminUsersResponse,
        },
      })
      .input(adminUsersListInput)
      .query(({ ctx, input }) => listAdminUsers(ctx.db, input)),
    syncVocabularyCards: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/users/:id/sync-vocabulary-cards',
          summary: 'Give one user the cards of their path they lack',
          description: 'Safe to run twice: a second run adds nothing.',
          params: { id: 'userId' },
          output: userSyncResponse,
        },
      })
      .input(adminUserIdInput)
      .mutation(({ ctx, input }) => syncUserVocabulary(ctx.db, input.userId)),
    syncAllVocabularyCards: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/users/sync-vocabulary-cards-all',
          summary: 'Sync vocabulary cards for every user',
          description:
            'Each user in their own transaction; a user whose sync fails is reported and the others carry on.',
          output: bulkSyncResponse,
        },
      })
      .mutation(({ ctx }) => syncAllUsersVocabulary(ctx.db)),
  }),

  /** The trash (issue #20): deleted cards, exercises, reading texts and books, restorable for 30 days. */
  trash: router({
    /** One page, newest deletion first, with search and filters (kind, deleted by, day). */
    list: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/trash',
          summary: 'List the trash (paged, filtered)',
          description: 'Newest deletion first; items are kept 30 days.',
          output: trashResponse,
        },
      })
      .input(trashListInput)
      .query(({ ctx, input }) => listTrashItems(ctx.db, input, ctx.now())),
    restore: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/trash/:id/restore',
          summary: 'Restore one item from the trash',
          conflicts:
            'An item with the same content exists again, or something the item refers to was deleted after it.',
          output: trashRestoreResponse,
        },
      })
      .input(trashIdInput)
      .mutation(({ ctx, input }) => restoreTrashItem(ctx.db, input.id, ctx.now(), ctx.user.id)),
    /** "Restore all N matching": every item matching the filters, if exactly `expectedCount`; all or nothing. */
    restoreMatching: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/trash/restore-matching',
          summary: 'Restore every trash item matching the filters',
          description:
            "`matching` is the trash list's filters (`{}` = the whole trash) and `expectedCount` the number the admin confirmed (at most 25,000). Items that are the same card as another being restored stay in the trash (the copy deleted first is restored) and are named in the answer; nothing matching is a 404.",
          conflicts:
            'The number of matching items is no longer `expectedCount`, or an item is the same as one created since it was deleted; nothing is restored.',
          notFound: true,
          output: trashRestoreMatchingResponse,
        },
      })
      .input(trashRestoreMatchingInput)
      .mutation(({ ctx, input }) => restoreMatchingTrash(ctx.db, input, ctx.now(), ctx.user.id)),
    /** Is this item in the trash? (the edit pages' "not found" says who deleted it and links here) */
    lookup: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/trash/lookup',
          summary: 'Is this item in the trash?',
          description:
            'The trash entry (who deleted it, when) of the item `kind` + `itemId`, or 204 when it is not there.',
          output: trashLookupResponse,
        },
      })
      .input(trashLookupInput)
      .query(({ ctx, input }) => lookupTrashItem(ctx.db, input, ctx.now())),
  }),

  /** Admin content history (issue #20): newest first, a page at a time, per item, admin, kind, label and day. */
  history: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/admin/history',
        summary: 'Content change history (newest first)',
        description:
          'One page at a time (`limit` 1–200, default 50), filtered by item (`kind` + `itemId`), admin (`adminId`), label (`search`) and UTC day (`from`, `to`).',
        output: historyResponse,
      },
    })
    .input(historyListInput)
    .query(({ ctx, input }) => listContentHistory(ctx.db, input)),

  /** Admin API tokens for scripts and the CLI (created and revoked by an admin; stored hashed). */
  apiTokens: router({
    list: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/api-tokens',
          summary: "List every admin's API tokens",
          output: apiTokensResponse,
        },
      })
      .query(({ ctx }) => listApiTokens(ctx.db, ctx.now())),
    create: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/api-tokens',
          summary: 'Create an API token',
          description:
            'The raw token is in this response only. It lasts `expiresInDays` (1–3650, default 365; null: no expiry).',
          status: 201,
          output: createdApiTokenResponse,
        },
      })
      .input(apiTokenCreateInput)
      .mutation(({ ctx, input }) => createApiToken(ctx.db, ctx.user, input, ctx.now())),
    revoke: adminProcedure
      .meta({
        rest: {
          method: 'DELETE',
          path: '/admin/api-tokens/:id',
          summary: 'Revoke an API token',
          output: successResponse,
        },
      })
      .input(apiTokenIdInput)
      .mutation(({ ctx, input }) => revokeApiToken(ctx.db, input.id, ctx.now())),
  }),
});
