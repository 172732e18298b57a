import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { Context } from './context.ts';
import { APP_ERRORS, AppError } from './errors/app-error.ts';
import { zodMessage } from './errors/zod-message.ts';

/** Converts any thrown value into the TRPCError the catalogue prescribes; 5xx messages never leak internals. */
export function toTRPCError(e: unknown): TRPCError {
  if (e instanceof TRPCError) {
    if (e.cause instanceof ZodError)
      return new TRPCError({ code: 'BAD_REQUEST', message: zodMessage(e.cause), cause: e });
    return e;
  }
  if (e instanceof AppError)
    return new TRPCError({ code: APP_ERRORS[e.code].trpc, message: e.message, cause: e });
  if (e instanceof ZodError) return new TRPCError({ code: 'BAD_REQUEST', message: zodMessage(e), cause: e });
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error', cause: e });
}

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const safe = error.code === 'INTERNAL_SERVER_ERROR' ? 'Internal server error' : error.message;
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message: safe, data };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

const errorMapping = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok)
    throw toTRPCError(result.error.cause instanceof AppError ? result.error.cause : result.error);
  return result;
});

export const publicProcedure = t.procedure.use(errorMapping);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Authentication required' });
  return next({ ctx: { ...ctx, user: ctx.user } });
});

/** Every admin procedure goes through here: anonymous → 401, learner → 403. */
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.is_admin) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: "You don't have admin privileges to access this page.",
    });
  }
  return next({ ctx });
});

export type AuthedContext = Context & { user: NonNullable<Context['user']> };
