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
    .meta({
      rest: {
        method: 'GET',
        path: '/dual-language-texts',
        summary: 'List the published bilingual books',
        output: booksResponse,
      },
    })
    .query(({ ctx }) => listBooks(ctx.db, ctx.user)),
  get: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dual-language-texts/:textId',
        summary: 'Get one bilingual book',
        output: book,
      },
    })
    .input(textIdInput)
    .query(({ ctx, input }) => getBook(ctx.db, ctx.user.id, input.textId)),
  segments: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/dual-language-texts/:textId/segments',
        summary: "One page of a book's segments",
        output: segmentsPageResponse,
      },
    })
    .input(segmentsInput)
    .query(({ ctx, input }) => getSegments(ctx.db, input.textId, input.page, input.limit)),
  progress: authedProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/reading-progress/:textId',
        summary: 'The segments of a book the learner has read',
        output: readingProgressIdsResponse,
      },
    })
    .input(textIdInput)
    .query(({ ctx, input }) => getReadingProgress(ctx.db, ctx.user.id, input.textId)),
  markRead: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/reading-progress',
        summary: 'Mark one book segment as read',
        description: 'Idempotent: a repeat answers success and leaves one row.',
        notFound: true,
        output: markReadResponse,
      },
    })
    .input(recordProgressInput)
    .mutation(({ ctx, input }) => recordReadSegment(ctx.db, ctx.user.id, input.textId, input.segmentId)),
  /** Mark as Finished: the whole book read in one call. */
  finish: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/reading-progress/:textId/finish',
        summary: 'Mark a whole book as read',
        output: finishBookResponse,
      },
    })
    .input(textIdInput)
    .mutation(({ ctx, input }) => finishBook(ctx.db, ctx.user.id, input.textId)),
  resetProgress: authedProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/reading-progress/:textId',
        summary: "Reset the learner's progress in a book",
        output: resetProgressResponse,
      },
    })
    .input(textIdInput)
    .mutation(({ ctx, input }) => resetReadingProgress(ctx.db, ctx.user.id, input.textId)),

  admin: router({
    list: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/dual-language-texts',
          summary: 'List every bilingual book',
          output: adminBooksResponse,
        },
      })
      .query(({ ctx }) => adminListBooks(ctx.db)),
    get: adminProcedure
      .meta({
        rest: {
          method: 'GET',
          path: '/admin/dual-language-texts/:textId',
          summary: 'Get one bilingual book for editing',
          output: adminBook,
        },
      })
      .input(textIdInput)
      .query(({ ctx, input }) => adminGetBook(ctx.db, input.textId)),
    create: adminProcedure
      .meta({
        rest: {
          method: 'POST',
          path: '/admin/dual-language-texts',
          summary: 'Create a bilingual book with its sections',
          conflicts:
            'A book with exactly these titles and author exists (send `allowDuplicate: true` to create it anyway).',
          status: 201,
          output: adminCreatedBookResponse,
        },
      })
      .input(createBookInput)
      .mutation(({ ctx, input }) => adminCreateBook(ctx.db, input, ctx.user.id, ctx.now())),
    update: adminProcedure
      .meta({
        rest: {
          method: 'PUT',
          path: '/admin/dual-language-texts/:textId',
          summary: 'Edit a bilingual book',
          conflicts:
            'The item was saved by someone else after `expectedUpdatedAt` (the version the editor loaded); nothing is written.',
          output: adminBook,
        },
      })
      .input(updateBookInput)
      .mutation(({ ctx, input }) => adminUpdateBook(ctx.db, input, ctx.user.id, ctx.now())),
    delete: adminProcedure
      .meta({
        rest: {
          method: 'DELETE',
          path: '/admin/dual-language-texts/:textId',
          summary: 'Move a bilingual book to the trash',
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
          summary: "One page of a book's segments for editing",
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
          summary: 'Append a segment to a book',
          status: 201,
          output: segment,
        },
      })
      .input(createSegmentInput)
      .mutation(({ ctx, input }) => adminCreateSegment(ctx.db, input, ctx.user.id, ctx.now())),
    updateSegment: adminProcedure
      .meta({
        rest: {
          method: 'PUT',
          path: '/admin/dual-language-segments/:segmentId',
          summary: 'Edit a book segment',
          conflicts:
            'The item was saved by someone else after `expectedUpdatedAt` (the version the editor loaded); nothing is written.',
          output: adminSegment,
        },
      })
      .input(updateSegmentInput)
      .mutation(({ ctx, input }) => adminUpdateSegment(ctx.db, input, ctx.user.id, ctx.now())),
    /** Issue #20: delete a segment (the ones after it move up), one transaction. */
    deleteSegment: adminProcedure
      .meta({
        rest: {
          method: 'DELETE',
          path: '/admin/dual-language-segments/:segmentId',
          summary: 'Delete a book segment',
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
          summary: 'Move a segment to a new place',
          description:
            '`position` 1 is first, past the end is last. Send `expectedPosition` and `expectedNeighbourId` (what the editor saw) to refuse a move from a stale view.',
          conflicts: "The book's segment order changed since the editor saw it; nothing is moved.",
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
          summary: 'Reorder all segments of a book',
          description: '`segmentIds` is every segment id of the book, each once, in the new order.',
          output: segmentOrderResponse,
        },
      })
      .input(reorderSegmentsInput)
      .mutation(({ ctx, input }) => adminReorderSegments(ctx.db, input, ctx.user.id, ctx.now())),
  }),
});

export type BooksRouter = typeof booksRouter;
