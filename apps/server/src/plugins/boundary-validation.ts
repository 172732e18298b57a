import { boundaryViolation } from '@keelerada/domain';
import type { FastifyInstance } from 'fastify';

/**
 * The boundary rules (packages/domain/src/validation/boundary-rules.ts) for every REST and sign-in route, present and
 * future: after the body is parsed and before any handler, the body, query string and path parameters are checked;
 * a violation is a 400 `{ error }`. Every procedure call (REST or /trpc) is checked again by `runProcedure`
 * (packages/api/src/run-procedure.ts), so /trpc's errors keep tRPC's shape.
 */
export function registerBoundaryValidation(app: FastifyInstance): void {
  app.addHook('preValidation', async (req, reply) => {
    if (req.url.startsWith('/trpc/')) return;
    const violation =
      boundaryViolation(req.params) ?? boundaryViolation(req.query) ?? boundaryViolation(req.body);
    if (violation) return reply.status(400).send({ error: violation });
  });
}
