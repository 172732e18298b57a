import type { FastifyInstance } from 'fastify';
import { restRoute } from './rest-route.ts';

/** GET /admin/history?kind&itemId&adminId&limit → {entries} (issue #20). */
export function registerAdminHistoryRoutes(app: FastifyInstance): void {
  restRoute(app, 'GET', '/admin/history', ({ caller, query }) => {
    const q = query as Record<string, string | undefined>;
    const num = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
    return caller.admin.history({
      kind: q.kind as never,
      itemId: num(q.itemId) as never,
      adminId: num(q.adminId) as never,
      ...(q.limit ? { limit: num(q.limit) as never } : {}),
    });
  });
}
