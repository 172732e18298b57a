import {
  adminId,
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
  vocabularyBatchImportInput,
  vocabularyBulkActionInput,
  vocabularyCardInput,
  vocabularyCardListInput,
  vocabularyCardStatusInput,
  vocabularyCardUpdateInput,
} from '@keelerada/domain';
import { z } from 'zod';
import { createApiToken, listApiTokens, revokeApiToken } from '../services/admin/api-tokens.service.ts';
import {
  createGrammarExercise,
  deleteGrammarExercise,
  getGrammarExercise,
  listGrammarExercises,
  updateGrammarExercise,
} from '../services/admin/grammar.service.ts';
import { listContentHistory } from '../services/admin/history.service.ts';
import {
  createReadingText,
  deleteReadingText,
  getReadingText,
  listReadingTexts,
  updateReadingText,
} from '../services/admin/reading.service.ts';
import { getAdminAnalytics, getAdminStats } from '../services/admin/stats.service.ts';
import { listTrashItems, restoreTrashItem } from '../services/admin/trash.service.ts';
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
  listVocabularyCards,
  recheckVocabularySpelling,
  setVocabularyCardStatus,
  updateVocabularyCard,
  vocabularyCsvTemplate,
} from '../services/admin/vocabulary.service.ts';
import { importVocabularyCards } from '../services/admin/vocabulary-import.service.ts';
import { adminProcedure, router } from '../trpc.ts';

const cardId = z.object({ id: vocabularyCardUpdateInput.shape.id });
const trashIdInput = z.object({ id: adminId('Trash item id') });
const contentHistoryInput = z.object({
  kind: z
    .enum(['vocabulary_card', 'grammar_exercise'], {
      error: 'kind must be vocabulary_card or grammar_exercise.',
    })
    .optional(),
  itemId: adminId('Item id').optional(),
  adminId: adminId('Admin id').optional(),
  limit: z
    .number({ error: 'limit must be a number.' })
    .int()
    .min(1)
    .max(200, 'limit must be at most 200.')
    .default(50),
});

/**
 * The admin back office (admin-back-office.md §7, except the bilingual books, which live in books.admin). Every
 * procedure is an adminProcedure: anonymous → 401, learner → 403.
 */
export const adminRouter = router({
  /** GET /admin/stats */
  stats: adminProcedure.query(({ ctx }) => getAdminStats(ctx.db)),
  /** GET /admin/analytics */
  analytics: adminProcedure.query(({ ctx }) => getAdminAnalytics(ctx.db, ctx.now())),

  vocabulary: router({
    list: adminProcedure
      .input(vocabularyCardListInput)
      .query(({ ctx, input }) => listVocabularyCards(ctx.db, input)),
    create: adminProcedure
      .input(vocabularyCardInput)
      .mutation(({ ctx, input }) => createVocabularyCard(ctx.db, input)),
    update: adminProcedure
      .input(vocabularyCardUpdateInput)
      .mutation(({ ctx, input }) => updateVocabularyCard(ctx.db, input, ctx.now(), ctx.user.id)),
    setStatus: adminProcedure
      .input(vocabularyCardStatusInput)
      .mutation(({ ctx, input }) => setVocabularyCardStatus(ctx.db, input, ctx.now(), ctx.user.id)),
    delete: adminProcedure
      .input(cardId)
      .mutation(({ ctx, input }) => deleteVocabularyCard(ctx.db, input.id, ctx.user.id, ctx.now())),
    bulkAction: adminProcedure
      .input(vocabularyBulkActionInput)
      .mutation(({ ctx, input }) => bulkVocabularyAction(ctx.db, input, ctx.now(), ctx.user.id)),
    batchImport: adminProcedure
      .input(vocabularyBatchImportInput)
      .mutation(({ ctx, input }) =>
        importVocabularyCards(ctx.db, input.cards, { dryRun: input.dryRun, rows: input.rows }),
      ),
    csvTemplate: adminProcedure.query(() => vocabularyCsvTemplate()),
    exportCsv: adminProcedure.query(({ ctx }) => exportVocabularyCsv(ctx.db)),
    recheckSpelling: adminProcedure.mutation(({ ctx }) => recheckVocabularySpelling(ctx.db)),
  }),

  grammar: router({
    list: adminProcedure
      .input(grammarExerciseListInput)
      .query(({ ctx, input }) => listGrammarExercises(ctx.db, input)),
    get: adminProcedure
      .input(grammarExerciseIdInput)
      .query(({ ctx, input }) => getGrammarExercise(ctx.db, input.id)),
    create: adminProcedure
      .input(grammarExerciseCreateInput)
      .mutation(({ ctx, input }) => createGrammarExercise(ctx.db, input)),
    update: adminProcedure
      .input(grammarExerciseUpdateInput)
      .mutation(({ ctx, input }) => updateGrammarExercise(ctx.db, input, ctx.now())),
    delete: adminProcedure
      .input(grammarExerciseIdInput)
      .mutation(({ ctx, input }) => deleteGrammarExercise(ctx.db, input.id, ctx.user.id, ctx.now())),
  }),

  reading: router({
    list: adminProcedure
      .input(readingTextListInput)
      .query(({ ctx, input }) => listReadingTexts(ctx.db, input)),
    get: adminProcedure.input(readingTextIdInput).query(({ ctx, input }) => getReadingText(ctx.db, input.id)),
    create: adminProcedure
      .input(readingTextInput)
      .mutation(({ ctx, input }) => createReadingText(ctx.db, input)),
    update: adminProcedure
      .input(readingTextUpdateInput)
      .mutation(({ ctx, input }) => updateReadingText(ctx.db, input, ctx.now())),
    delete: adminProcedure
      .input(readingTextIdInput)
      .mutation(({ ctx, input }) => deleteReadingText(ctx.db, input.id)),
  }),

  users: router({
    list: adminProcedure.input(adminUsersListInput).query(({ ctx, input }) => listAdminUsers(ctx.db, input)),
    syncVocabularyCards: adminProcedure
      .input(adminUserIdInput)
      .mutation(({ ctx, input }) => syncUserVocabulary(ctx.db, input.userId)),
    syncAllVocabularyCards: adminProcedure.mutation(({ ctx }) => syncAllUsersVocabulary(ctx.db)),
  }),

  /** The trash (issue #20): deleted cards and exercises, restorable for 30 days. */
  trash: router({
    list: adminProcedure.query(({ ctx }) => listTrashItems(ctx.db, ctx.now())),
    restore: adminProcedure
      .input(trashIdInput)
      .mutation(({ ctx, input }) => restoreTrashItem(ctx.db, input.id, ctx.now(), ctx.user.id)),
  }),

  /** Admin content history (issue #20): per item and/or per admin, newest first. */
  history: adminProcedure
    .input(contentHistoryInput)
    .query(({ ctx, input }) => listContentHistory(ctx.db, input)),

  /** Admin API tokens for scripts and the CLI (created and revoked by an admin; stored hashed). */
  apiTokens: router({
    list: adminProcedure.query(({ ctx }) => listApiTokens(ctx.db, ctx.now())),
    create: adminProcedure
      .input(apiTokenCreateInput)
      .mutation(({ ctx, input }) => createApiToken(ctx.db, ctx.user, input, ctx.now())),
    revoke: adminProcedure
      .input(apiTokenIdInput)
      .mutation(({ ctx, input }) => revokeApiToken(ctx.db, input.id, ctx.now())),
  }),
});
