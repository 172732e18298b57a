import { AppError, toTRPCError } from '@keelerada/api';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

/**
 * Sends `{ error }` with the catalogue's status for anything a REST route throws. 5xx never leaks internals: a 503
 * (the database could not be reached) says to try again, any other 5xx is `Internal server error`.
 */
export function sendError(reply: FastifyReply, e: unknown): FastifyReply {
  const err = toTRPCError(e);
  const status = getHTTPStatusCodeFromError(err);
  if (status === 503) {
    reply.log.warn({ err: e }, 'database unavailable');
    return reply.status(503).send({ error: err.message });
  }
  if (status >= 500) {
    reply.log.error({ err: e }, 'request failed');
    return reply.status(500).send({ error: 'Internal server error' });
  }
  return reply.status(status).send({ error: err.message });
}

function fastifyClientError(e: FastifyError): string | null {
  if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e instanceof SyntaxError) {
    return 'Malformed JSON in request body.';
  }
  if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type; send application/json.';
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'Request body is too large.';
  if (e.validation) return e.message;
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((e: FastifyError, _req, reply) => {
    if (e instanceof AppError) return sendError(reply, e);
    const clientMsg = fastifyClientError(e);
    if (clientMsg)
      return reply.status(e.statusCode && e.statusCode < 500 ? e.statusCode : 400).send({ error: clientMsg });
    if (e.statusCode === 429)
      return reply.status(429).send({ error: 'Too many requests; slow down and try again.' });
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500)
      return reply.status(e.statusCode).send({ error: e.message });
    return sendError(reply, e);
  });
}
