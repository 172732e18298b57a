import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account.routes.ts';

/** Every documented /api path. Each area registers its own file (one line each here). */
export function registerRestRoutes(app: FastifyInstance): void {
  registerAccountRoutes(app);
}
