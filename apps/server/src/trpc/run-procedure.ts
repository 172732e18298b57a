import { appRouter, type Context } from '@keelerada/api';
import type { AnyProcedure, TRPCRouterRecord as RouterRecord } from '@trpc/server';

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
 * Runs a procedure as tRPC runs it — its middlewares (authorization, boundary rules, input parsing, error mapping)
 * with the request's context — and resolves to its result. The REST facade and the /trpc endpoint both call
 * procedures through here, so neither can skip a check the other makes.
 */
export function runProcedure(
  procedure: AnyProcedure,
  path: string,
  ctx: Context,
  input: unknown,
  batchIndex = 0,
): Promise<unknown> {
  return procedure({
    ctx,
    getRawInput: async () => input,
    path,
    type: procedure._def.type,
    signal: undefined,
    batchIndex,
  });
}
