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
 * A documented REST path: build the request context, call the same tRPC procedure the apps use, shape the response.
 * The handler returns the body to send; `undefined` means 204 No Content.
 */

export function restRoute(
  app: FastifyInstance,
  method: Method,
  url: string,
  handler: (args: RestHandlerArgs) => Promise<unknown>,
  opts: { status?: number } = {},
): void {
  app.route({
    method,
    url: `/api${url}`,
    handler: async (req, reply) => {
      try {
        const ctx = await app.createContext(req);
        const caller = createCaller(ctx);
        const body = await handler({
          caller,
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
        return reply.status(reply.statusCode !== 200 ? reply.statusCode : (opts.status ?? 200)).send(body);
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
