import { AppError, type Context, createCaller } from '@keelerada/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../plugins/errors.ts';

export type Caller = ReturnType<typeof createCaller>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestHandlerArgs {
  caller: Caller;
  ctx: Context;
  req: FastifyRequest;
  reply: FastifyReply;
  params: Record<string, string>;
  query: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A JSON object body (PATCH/POST), or a 400 telling the caller to send one. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new AppError('BAD_REQUEST', 'Send a JSON object in the request body.');
  return body as Record<string, unknown>;
}

/**
 * A documented REST path: build the request context, run the call the tRPC procedure is built from (`runCall` with a
 * learner call) or the tRPC procedure itself (`caller`, made on first use), shape the response. The handler returns
 * the body to send; `undefined` means 204 No Content.
 */
export function restRoute<T>(
  app: FastifyInstance,
  method: Method,
  url: string,
  handler: (args: RestHandlerArgs) => Promise<NoInfer<T> | undefined>,
  opts: {
    status?: number;
    /** Writes the body's JSON itself (faster than the generic serialiser for a hot, large body). */
    json?: (body: T) => string;
  } = {},
): void {
  app.route({
    method,
    url: `/api${url}`,
    handler: async (req, reply) => {
      try {
        const ctx = await app.createContext(req);
        let caller: Caller | undefined;
        const body = await handler({
          get caller() {
            caller ??= createCaller(ctx);
            return caller;
          },
          ctx,
          req,
          reply,
          params: (req.params ?? {}) as Record<string, string>,
          query: (req.query ?? {}) as Record<string, string | string[] | undefined>,
          body: req.body ?? {},
        });
        if (reply.sent) return reply;
        if (body === undefined) return reply.status(204).send();
        // a handler may pick the status itself (e.g. 201 vs 200) with reply.code(); opts.status is the default
        reply.status(reply.statusCode !== 200 ? reply.statusCode : (opts.status ?? 200));
        if (opts.json) return reply.type('application/json; charset=utf-8').send(opts.json(body));
        return reply.send(body);
      } catch (e) {
        return sendError(reply, e);
      }
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    createContext(req: FastifyRequest): Promise<Context>;
  }
}
