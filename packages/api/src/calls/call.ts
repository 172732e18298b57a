import { z } from 'zod';
import type { Context } from '../context.ts';
import { unauthorized } from '../errors/app-error.ts';
import { type AuthedContext, authedProcedure, publicProcedure } from '../trpc.ts';

/**
 * A learner-side API call defined once: who may make it, its input schema and what it does. Its tRPC procedure
 * (`learnerQuery`, `learnerMutation`, `openQuery`) and its REST route (`runCall`) are both built from it, so the two
 * check and do the same thing. The REST facade runs it directly instead of through tRPC's caller: tRPC copies the
 * whole context and call options at every middleware, which was a third of the app CPU of the hottest routes.
 */
export type Call<S extends z.ZodType, O> = LearnerCall<S, O> | OpenCall<S, O>;

/** Needs a signed-in user (tRPC: authedProcedure; anonymous → 401 "Authentication required"). */
export interface LearnerCall<S extends z.ZodType, O> {
  readonly access: 'learner';
  readonly input: S;
  readonly run: (ctx: AuthedContext, input: z.output<S>) => Promise<O>;
}

/** Answers anonymous callers too (tRPC: publicProcedure); `ctx.user` is null for them. */
export interface OpenCall<S extends z.ZodType, O> {
  readonly access: 'open';
  readonly input: S;
  readonly run: (ctx: Context, input: z.output<S>) => Promise<O>;
}

/** The input of a call that takes none: nothing, as tRPC clients and the REST routes send it. */
export const noInput = z.void();

export function learnerCall<S extends z.ZodType, O>(
  input: S,
  run: (ctx: AuthedContext, input: z.output<S>) => Promise<O>,
): LearnerCall<S, O> {
  return { access: 'learner', input, run };
}

export function openCall<S extends z.ZodType, O>(
  input: S,
  run: (ctx: Context, input: z.output<S>) => Promise<O>,
): OpenCall<S, O> {
  return { access: 'open', input, run };
}

/** The tRPC query of a learner call. */
export function learnerQuery<S extends z.ZodType, O>(call: LearnerCall<S, O>) {
  return authedProcedure.input(call.input).query(({ ctx, input }) => call.run(ctx, input as z.output<S>));
}

/** The tRPC mutation of a learner call. */
export function learnerMutation<S extends z.ZodType, O>(call: LearnerCall<S, O>) {
  return authedProcedure.input(call.input).mutation(({ ctx, input }) => call.run(ctx, input as z.output<S>));
}

/** The tRPC query of an open call. */
export function openQuery<S extends z.ZodType, O>(call: OpenCall<S, O>) {
  return publicProcedure.input(call.input).query(({ ctx, input }) => call.run(ctx, input as z.output<S>));
}

/** The tRPC mutation of an open call. */
export function openMutation<S extends z.ZodType, O>(call: OpenCall<S, O>) {
  return publicProcedure.input(call.input).mutation(({ ctx, input }) => call.run(ctx, input as z.output<S>));
}

/**
 * Runs a call outside tRPC with the checks its procedure makes: a learner call without a signed-in user is refused
 * (401), then the raw input is parsed with the call's schema (a ZodError, which the REST facade sends as a 400 with
 * the schema's message). Errors are thrown as they are; the REST facade maps them as it maps tRPC's.
 */
export async function runCall<S extends z.ZodType, O>(
  call: Call<S, O>,
  ctx: Context,
  raw: unknown,
): Promise<O> {
  if (call.access === 'open') return call.run(ctx, await call.input.parseAsync(raw));
  if (!ctx.user) throw unauthorized();
  return call.run(ctx as AuthedContext, await call.input.parseAsync(raw));
}
