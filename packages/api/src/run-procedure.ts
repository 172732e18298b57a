import { boundaryViolation } from '@keelerada/domain';
import type { AnyProcedure, TRPCRouterRecord as RouterRecord } from '@trpc/server';
import type { Context } from './context.ts';
import { badRequest } from './errors/app-error.ts';
import { appRouter } from './root.ts';

function isProcedure(node: AnyProcedure | RouterRecord): node is AnyProcedure {
  return typeof node === 'function';
}

/** Every procedure under `record` by its dotted path (`vocabulary.dailySession`). */
function proceduresOf(record: RouterRecord, prefix = ''): [string, AnyProcedure][] {
  return Object.entries(record).flatMap(([name, node]) =>
    isProcedure(node) ? [[`${prefix}${name}`, node]] : proceduresOf(node, `${prefix}${name}.`),
  );
}

/** The app router's procedures by dotted path: what /trpc answers and the REST facade is declared on. */
export const PROCEDURES: ReadonlyMap<string, AnyProcedure> = new Map(proceduresOf(appRouter._def.record));

/**
 * The one way a procedure is called (the REST facade and the /trpc endpoint both come here, so neither can skip a
 * check the other makes): the boundary rules (packages/domain/src/validation) on the raw input, then the procedure's
 * own middlewares (authorization, input parsing) and resolver with the request's context. Its caller maps what it
 * throws with `toTRPCError` (the error catalogue). The boundary check is here rather than a middleware of the base
 * procedure, and the error mapping in the callers, because every middleware level copies the call's options and
 * context: two fewer levels are +10–14 % req/s on the tRPC calls learner-web makes (docs/performance.md).
 */
export function runProcedure(
  procedure: AnyProcedure,
  path: string,
  ctx: Context,
  input: unknown,
  batchIndex = 0,
): Promise<unknown> {
  const violation = boundaryViolation(input);
  if (violation) return Promise.reject(badRequest(violation));
  return procedure({
    ctx,
    getRawInput: async () => input,
    path,
    type: procedure._def.type,
    signal: undefined,
    batchIndex,
  });
}
