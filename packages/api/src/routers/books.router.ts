import {
  adminSegmentsInput,
  createBookInput,
  createSegmentInput,
  moveSegmentInput,
  recordProgressInput,
  reorderSegmentsInput,
  segmentIdInput,
  segmentsInput,
  textIdInput,
  updateBookInput,
  updateSegmentInput,
} from '@keelerada/domain';
import {
  adminBook,
  adminBooksResponse,
  adminCreatedBookResponse,
  adminDeletedBookResponse,
  adminSegment,
  adminSegmentsPageResponse,
  book,
  booksResponse,
  deletedSegmentResponse,
  finishBookResponse,
  markReadResponse,
  readingProgressIdsResponse,
  resetProgressResponse,
  segment,
  segmentOrderResponse,
  segmentsPageResponse,
} from '../responses/index.ts';
import {
  adminCreateBook,
  adminCreateSegment,
  adminDeleteBook,
  adminDeleteSegment,
  adminGetBook,
  adminGetSegments,
  adminListBooks,
  adminMoveSegment,
  adminReorderSegments,
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
  list: authedProcedure
    .meta({ rest: { method: 'GET', path: '/dual-language-texts', output: booksResponse } })
    .query(({ ctx }) => listBooks(ctx.db, ctx.user)),
  get: authedProcedure
    .meta({ rest: { method: 'GET', path: '/dual-language-texts/:textId', output: book } })
    .input(textIdInput)
    .query(({ ctx, input }) => getBook(ctx.db, ctx.user.id, input.textId)),
  segments: authedProcedure
    .meta({
      rest: { method: 'GET', path: '/dual-language-texts/:textId/segments', output: segmentsPageResponse },
    })
    .input(segmentsInput)
    .query(({ ctx, input }) => getSegments(ctx.db, input.textId, input.page, input.limit)),
  progress: authedProcedure
    .meta({ rest: { method: 'GET', path: '/reading-progress/:textId', output: readingProgressIdsResponse } })
    .input(textIdInput)
    .query(({ ctx, input }) => getReadingProgress(ctx.db, ctx.user.id, input.textId)),
  markRead: authedProcedure
    .meta({ rest: { method: 'POST', path: '/reading-progress', output: markReadResponse } })
    .input(recordProgressInput)
    .mutation(({ ctx, input }) => recordReadSegment(ctx.db, ctx.user.id, input.textId, input.segmentId)),
  /** Mark as Finished: the whole book read in one call. */
  finish: authedProcedure
    .meta({ rest: { method: 'POST', path: '/reading-progress/:textId/finish', output: finishBookResponse } })
    .input(textIdInput)
    .mutation(({ ctx, input }) => finishBook(ctx.db, ctx.user.id, input.textId)),
  resetProgress: authedProcedure
    .meta({ rest: { method: 'DELETE', path: '/reading-progress/:textId', output: resetProgressResponse } })
    .input(textIdInput)
    .mutation(({ ctx, input }) => resetReadingProgress(ctx.db, ctx.user.id, input.textId)),

  admin: router({
    list: adminProcedure
      .meta({ rest: { method: 'GET', path: '/admin/dual-language-texts', output: adminBooksResponse } })
      .query(({ ctx }) => adminListBooks(ctx.db)),
    get: adminProcedure
      .meta({ rest: { method: 'GET', path: '/admin/dual-language-texts/:textId', output: adminBook } })
      .input(textIdInput)
      .query(({ ctx, input }) => adminGetBook(ctx.db, input.textId)),
    create: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/dual-language-texts',
          status: 201,
          output: adminCreatedBookResponse,
        },
      })
      .input(createBookInput)
      .mutation(({ ctx, input }) => adminCreateBook(ctx.db, input, ctx.user.id, ctx.now())),
    update: adminProcedure
      .meta({ rest: { method: 'PUT', path: '/admin/dual-language-texts/:textId', output: adminBook } })
      .input(updateBookInput)
      .mutation(({ ctx, input }) => adminUpdateBook(ctx.db, input, ctx.user.id, ctx.now())),
    delete: adminProcedure
      .meta({
        rest: {
          method: 'DELETE',
          path: '/admin/dual-language-texts/:textId',
          output: adminDeletedBookResponse,
        },
      })
      .input(textIdInput)
      .mutation(({ ctx, input }) => adminDeleteBook(ctx.db, input.textId, ctx.user.id, ctx.now())),
    segments: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/dual-language-texts/:textId/segments',
          output: adminSegmentsPageResponse,
        },
      })
      .input(adminSegmentsInput)
      .query(({ ctx, input }) => adminGetSegments(ctx.db, input.textId, input.page, input.limit)),
    createSegment: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/dual-language-texts/:textId/segments',
          status: 201,
          output: segment,
        },
      })
      .input(createSegmentInput)
      .mutation(({ ctx, input }) => adminCreateSegment(ctx.db, input, ctx.user.id, ctx.now())),
    updateSegment: adminProcedure
      .meta({
        rest: { method: 'PUT', path: '/admin/dual-language-segments/:segmentId', output: adminSegment },
      })
      .input(updateSegmentInput)
      .mutation(({ ctx, input }) => adminUpdateSegment(ctx.db, input, ctx.user.id, ctx.now())),
    /** Issue #20: delete a segment (the ones after it move up), one transaction. */
    deleteSegment: adminProcedure
      .meta({
        rest: {
          method: 'DELETE',
          path: '/admin/dual-language-segments/:segmentId',
          output: deletedSegmentResponse,
        },
      })
      .input(segmentIdInput)
      .mutation(({ ctx, input }) => adminDeleteSegment(ctx.db, input.segmentId, ctx.user.id, ctx.now())),
    /** Issue #20: move one segment to a place (Move up / Move down), one transaction. */
    moveSegment: adminProcedure
      .meta({
        rest: {
          method: 'PUT',
          path: '/admin/dual-language-segments/:segmentId/position',
          output: segmentOrderResponse,
        },
      })
      .input(moveSegmentInput)
      .mutation(({ ctx, input }) => adminMoveSegment(ctx.db, input, ctx.user.id, ctx.now())),
    /** Issue #20: put every segment of the book in a new order, one transaction. */
    reorderSegments: adminProcedure
      .meta({
        rest: {
          method: 'PUT',
          path: '/admin/dual-language-texts/:textId/segment-order',
          output: segmentOrderResponse,
        },
      })
      .input(reorderSegmentsInput)
      .mutation(({ ctx, input }) => adminReorderSegments(ctx.db, input, ctx.user.id, ctx.now())),
  }),
});

export type BooksRouter = typeof booksRouter;
