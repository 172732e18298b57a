import type { FastifyInstance } from 'fastify';
import { restRoute } from './rest-route.ts';

/** The admin trash (issue #20): GET /admin/trash → {items}; POST /admin/trash/:id/restore → {success, kind}. */
export function registerAdminTrashRoutes(app: FastifyInstance): void {
  restRoute(app, 'GET', '/admin/trash', ({ caller }) => caller.admin.trash.list());
  restRoute(app, 'POST', '/admin/trash/:id/restore', ({ caller, params }) =>
    caller.admin.trash.restore({ id: params.id as never }),
  );
}
