import {
  adminSegmentsInput,
  createBookInput,
  createSegmentInput,
  recordProgressInput,
  segmentsInput,
  textIdInput,
  updateBookInput,
  updateSegmentInput,
} from '@keelerada/domain';
import {
  adminCreateBook,
  adminCreateSegment,
  adminDeleteBook,
  adminGetBook,
  adminGetSegments,
  adminListBooks,
  adminUpdateBook,
  adminUpdateSegment,
} from '../services/books/admin-books.service.ts';
import {
  finishBook,
  getBook,
  getReadingProgress,
  getSegments,
  listBooks,
  recordReadSegment,
  resetReadingProgress,
} from '../services/books/books.service.ts';
import { adminProcedure, authedProcedure, router } from '../trpc.ts';

/** Bilingual books: the learner side (learner-app.md §7) and the admin side (admin-back-office.md §7) as `admin.*`. */
export const booksRouter = router({
  list: authedProcedure.query(({ ctx }) => listBooks(ctx.db, ctx.user.id)),
  get: authedProcedure
    .input(textIdInput)
    .query(({ ctx, input }) => getBook(ctx.db, ctx.user.id, input.textId)),
  segments: authedProcedure
    .input(segmentsInput)
    .query(({ ctx, input }) => getSegments(ctx.db, input.textId, input.page, input.limit)),
  progress: authedProcedure
    .input(textIdInput)
    .query(({ ctx, input }) => getReadingProgress(ctx.db, ctx.user.id, input.textId)),
  markRead: authedProcedure
    .input(recordProgressInput)
    .mutation(({ ctx, input }) => recordReadSegment(ctx.db, ctx.user.id, input.textId, input.segmentId)),
  /** Mark as Finished: the whole book read in one call. */
  finish: authedProcedure
    .input(textIdInput)
    .mutation(({ ctx, input }) => finishBook(ctx.db, ctx.user.id, input.textId)),
  resetProgress: authedProcedure
    .input(textIdInput)
    .mutation(({ ctx, input }) => resetReadingProgress(ctx.db, ctx.user.id, input.textId)),

  admin: router({
    list: adminProcedure.query(({ ctx }) => adminListBooks(ctx.db)),
    get: adminProcedure.input(textIdInput).query(({ ctx, input }) => adminGetBook(ctx.db, input.textId)),
    create: adminProcedure
      .input(createBookInput)
      .mutation(({ ctx, input }) => adminCreateBook(ctx.db, input)),
    update: adminProcedure
      .input(updateBookInput)
      .mutation(({ ctx, input }) => adminUpdateBook(ctx.db, input)),
    delete: adminProcedure
      .input(textIdInput)
      .mutation(({ ctx, input }) => adminDeleteBook(ctx.db, input.textId)),
    segments: adminProcedure
      .input(adminSegmentsInput)
      .query(({ ctx, input }) => adminGetSegments(ctx.db, input.textId, input.page, input.limit)),
    createSegment: adminProcedure
      .input(createSegmentInput)
      .mutation(({ ctx, input }) => adminCreateSegment(ctx.db, input)),
    updateSegment: adminProcedure
      .input(updateSegmentInput)
      .mutation(({ ctx, input }) => adminUpdateSegment(ctx.db, input)),
  }),
});

export type BooksRouter = typeof booksRouter;
