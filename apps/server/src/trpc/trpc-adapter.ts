import { appRouter, type Context, PROCEDURES, runProcedure, toTRPCError } from '@keelerada/api';
import { MAX_TRPC_BATCH } from '@keelerada/domain';
import { type AnyProcedure, getTRPCErrorShape, TRPCError } from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { TRPCResponse } from '@trpc/server/rpc';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The HTTP method each kind of procedure is called with (httpBatchLink: queries by GET, mutations by POST). */
const METHOD_OF = { query: 'GET', mutation: 'POST', subscription: 'none' } as const;

type Query = { batch?: string; input?: string };

/** The raw input of a request: the `input` query parameter (GET) or the body (POST), both JSON; absent is undefined. */
function rawInput(req: FastifyRequest): unknown {
  const text = req.method === 'GET' ? (req.query as Query).input : (req.body as string | undefined);
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new TRPCError({ code: 'PARSE_ERROR', message: 'The request input is not valid JSON.', cause });
  }
}

/** One call of the request: the procedure, its path and its raw input. */
interface Call {
  path: string;
  procedure: AnyProcedure | undefined;
  input: unknown;
}

/** The calls a request makes: `a,b?batch=1` with inputs `{"0":…,"1":…}`, or one procedure with its input. */
function callsOf(req: FastifyRequest): Call[] {
  const path = (req.params as { path: string }).path;
  const input = rawInput(req);
  if ((req.query as Query).batch !== '1') return [{ path, procedure: PROCEDURES.get(path), input }];
  const paths = path.split(',');
  if (paths.length > MAX_TRPC_BATCH)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `Too many calls in one batch request (at most ${MAX_TRPC_BATCH}).`,
    });
  if (input !== undefined && (typeof input !== 'object' || input === null || Array.isArray(input)))
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'A batch request\'s "input" must be an object.' });
  const inputs = (input ?? {}) as Record<string, unknown>;
  return paths.map((p, i) => ({ path: p, procedure: PROCEDURES.get(p), input: inputs[i] }));
}

/**
 * tRPC over HTTP as the apps' `httpBatchLink` speaks it — the JSON wire format with tRPC's own error shapes and
 * status codes (its `errorFormatter`, `getHTTPStatusCode`) — with each call run by `runProcedure`, as the REST facade
 * runs it. Written here rather than taken from `@trpc/server/adapters/fastify`, which turns every request into a
 * fetch `Request` and every answer into a streamed fetch `Response`: that cost twice the app CPU of the same
 * procedure behind REST (docs/performance.md has the with/without figures).
 */
export async function registerTrpcRoutes(app: FastifyInstance): Promise<void> {
  const config = appRouter._def._config;
  const failure = (e: unknown, call: Partial<Call>, ctx?: Context): TRPCResponse => {
    const error = toTRPCError(e);
    if (error.code === 'INTERNAL_SERVER_ERROR')
      app.log.error({ err: error.cause ?? error, path: call.path }, 'trpc error');
    const type = call.procedure?._def.type ?? 'unknown';
    return { error: getTRPCErrorShape({ config, error, type, path: call.path, input: call.input, ctx }) };
  };
  const run = async (call: Call, method: string, ctx: Context, index: number): Promise<TRPCResponse> => {
    try {
      const { procedure, path } = call;
      if (!procedure)
        throw new TRPCError({ code: 'NOT_FOUND', message: `No procedure found on path "${path}".` });
      const type = procedure._def.type;
      if (METHOD_OF[type] !== method)
        throw new TRPCError({
          code: 'METHOD_NOT_SUPPORTED',
          message: `"${path}" is a ${type}: call it with ${METHOD_OF[type]}, not ${method}.`,
        });
      return { result: { data: await runProcedure(procedure, path, ctx, call.input, index) } };
    } catch (e) {
      return failure(e, call, ctx);
    }
  };

  await app.register(async (trpc) => {
    // the body is parsed here, so that malformed JSON is answered in tRPC's error shape, not the REST facade's
    trpc.removeContentTypeParser('application/json');
    trpc.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    trpc.route({
      method: ['GET', 'POST'],
      url: '/trpc/:path',
      handler: async (req, reply) => {
        let response: TRPCResponse | TRPCResponse[];
        try {
          const calls = callsOf(req);
          const ctx = await app.createContext(req);
          const answers = await Promise.all(calls.map((call, i) => run(call, req.method, ctx, i)));
          response = (req.query as Query).batch === '1' ? answers : answers[0]!;
        } catch (e) {
          response = failure(e, {});
        }
        return reply.status(getHTTPStatusCode(response)).send(response);
      },
    });
  });
}
