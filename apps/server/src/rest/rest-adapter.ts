import { AppError, type Context, type Meta, PROCEDURES, type RestRoute, runProcedure } from '@keelerada/api';
import type { AnyProcedure } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../plugins/errors.ts';

/** A procedure with a REST twin: its dotted tRPC path, the procedure and one of its routes. */
export interface RestEndpoint {
  procedurePath: string;
  procedure: AnyProcedure;
  route: RestRoute;
}

/** Every `.meta({ rest })` of the app router, one entry per route. */
export function restEndpoints(): RestEndpoint[] {
  return [...PROCEDURES].flatMap(([procedurePath, procedure]) => {
    const meta: Meta | undefined = procedure.meta;
    const routes = meta?.rest ? [meta.rest].flat() : [];
    return routes.map((route) => ({ procedurePath, procedure, route }));
  });
}

/** The JSON object a PUT, POST or PATCH sends (nothing counts as `{}`), or a 400 telling the caller to send one. */
function objectBody(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new AppError('BAD_REQUEST', 'Send a JSON object in the request body.');
  return body as Record<string, unknown>;
}

/** The procedure's raw input: query (GET, DELETE) or body, then path parameters (renamed), then the fixed part. */
function inputOf(route: RestRoute, req: FastifyRequest): Record<string, unknown> {
  const input: Record<string, unknown> =
    route.method === 'GET' || route.method === 'DELETE'
      ? { ...(req.query as Record<string, unknown>) }
      : { ...objectBody(req.body) };
  for (const [name, value] of Object.entries(req.params as Record<string, string>))
    input[route.params?.[name] ?? name] = value;
  return Object.assign(input, route.fixed);
}

function send(route: RestRoute, reply: FastifyReply, result: unknown): FastifyReply {
  if (route.reply === 'csv') {
    const file = result as { filename: string; contentType: string; csv: string };
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.csv);
  }
  if (route.reply === 'created') {
    const { session, created } = result as { session: unknown; created: boolean };
    return reply.status(created ? 201 : 200).send(session);
  }
  if (result === null || result === undefined) return reply.status(204).send();
  return reply.status(route.status ?? 200).send(result);
}

/**
 * The REST facade: one Fastify route under /api per `.meta({ rest })`, which runs the procedure through
 * `runProcedure` (boundary rules, authorization, input parsing, error mapping) and sends the result.
 */
export function registerRestRoutes(app: FastifyInstance): void {
  for (const { procedurePath, procedure, route } of restEndpoints()) {
    app.route({
      method: route.method,
      url: `/api${route.path}`,
      handler: async (req, reply) => {
        try {
          const input = inputOf(route, req);
          const result = await runProcedure(procedure, procedurePath, await app.createContext(req), input);
          return send(route, reply, result);
        } catch (e) {
          return sendError(reply, e);
        }
      },
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    createContext(req: FastifyRequest): Promise<Context>;
  }
}
