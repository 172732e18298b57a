import { boundaryViolation } from '@keelerada/domain';
import type { FastifyInstance } from 'fastify';

/**
 * The boundary rules (packages/domain/src/validation/boundary-rules.ts) for every REST and sign-in route, present and
 * future: after the body is parsed and before any handler, the body, query string and path parameters are checked;
 * a violation is a 400 `{ error }`. tRPC applies the same rules to its inputs in its base procedure
 * (packages/api/src/trpc.ts), so its errors keep tRPC's shape.
 */
export function registerBoundaryValidation(app: FastifyInstance): void {
  app.addHook('preValidation', async (req, reply) => {
    if (req.url.startsWith('/trpc/')) return;
    const violation =
      boundaryViolation(req.params) ?? boundaryViolation(req.query) ?? boundaryViolation(req.body);
    if (violation) return reply.status(400).send({ error: violation });
  });
}
