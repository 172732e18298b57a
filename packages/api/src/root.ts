import { accountRouter } from './routers/account.router.ts';
import { adminRouter } from './routers/admin.router.ts';
import { booksRouter } from './routers/books.router.ts';
import { grammarRouter } from './routers/grammar.router.ts';
import { learnerModelRouter } from './routers/learner-model.router.ts';
import { lexiconRouter } from './routers/lexicon.router.ts';
import { placementRouter } from './routers/placement.router.ts';
import { readingRouter } from './routers/reading.router.ts';
import { studyRouter } from './routers/study.router.ts';
import { vocabularyRouter } from './routers/vocabulary.router.ts';
import { router } from './trpc.ts';

/** The whole API. Each domain adds its router here (one line each). */
export const appRouter = router({
  account: accountRouter,
  admin: adminRouter,
  books: booksRouter,
  grammar: grammarRouter,
  lexicon: lexiconRouter,
  learnerModel: learnerModelRouter,
  placement: placementRouter,
  reading: readingRouter,
  study: studyRouter,
  vocabulary: vocabularyRouter,
});

export type AppRouter = typeof appRouter;
