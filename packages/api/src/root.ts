import { accountRouter } from './routers/account.router.ts';
import { createCallerFactory, router } from './trpc.ts';

/** The whole API. Each domain adds its router here (one line each). */
export const appRouter = router({
  account: accountRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
