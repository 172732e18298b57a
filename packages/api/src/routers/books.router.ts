import {
  adminSegmentsInput,
  createBookInput as createBookSchema,
  createSegmentInput as createSegmentSchema,
  recordProgressInput,
  segmentsInput,
  textIdInput,
  updateBookInput as updateBookSchema,
  updateSegmentInput as updateSegmentSchema,
} from '@keelerada/domain';
import type { z } from 'zod';
import { badRequest } from '../errors/app-error.ts';
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
  getBook,
  getReadingProgress,
  getSegments,
  listBooks,
  recordReadSegment,
  resetReadingProgress,
} from '../services/books/books.service.ts';
import { adminProcedure, authedProcedure, router } from '../trpc.ts';

/**
 * The admin-back-office.md §5 messages are whole sentences without a full stop; the shared zod formatter would prefix
 * them with the field path, so these inputs answer with the first issue's message exactly as written.
 */
function exactMessages<T extends z.ZodType>(schema: T): T {
  const wrapped = Object.create(schema) as T;
  Object.defineProperty(wrapped, 'parseAsync', {
    value: async (value: unknown) => {
      const r = await schema.safeParseAsync(value);
      if (!r.success) throw badRequest(r.error.issues[0]?.message ?? 'Invalid input');
      return r.data;
    },
  });
  return wrapped;
}

const createBookInput = exactMessages(createBookSchema);
const updateBookInput = exactMessages(updateBookSchema);
const createSegmentInput = exactMessages(createSegmentSchema);
const updateSegmentInput = exactMessages(updateSegmentSchema);

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
