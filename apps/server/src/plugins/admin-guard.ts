import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/** /api/admin paths anyone may call (§7 "GET /admin/status" answers {isAdmin} for everyone). */
export const PUBLIC_ADMIN_PATHS: ReadonlySet<string> = new Set(['/api/admin/status']);

export function isGuardedAdminPath(url: string): boolean {
  return (url === '/api/admin' || url.startsWith('/api/admin/')) && !PUBLIC_ADMIN_PATHS.has(url);
}

/**
 * Every /api/admin route — the back office's, the bilingual books' and any added later — requires an admin before
 * its handler runs (and before its body is parsed): anonymous → 401, learner → 403. The procedures behind the routes
 * check again (adminProcedure); this guard makes a route that forgets to do so safe anyway.
 */
export function registerAdminGuard(app: FastifyInstance): void {
  const guard = async (req: FastifyRequest, reply: FastifyReply) => {
    const ctx = await app.createContext(req);
    if (!ctx.user) return reply.status(401).send({ error: 'Authentication required' });
    if (!ctx.user.is_admin)
      return reply.status(403).send({ error: "You don't have admin privileges to access this page." });
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isGuardedAdminPath(route.url)) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard, ...existing] as RouteOptions['onRequest'];
  });
}

/** Records every route as it is registered (`app.routeList`), so tests can enumerate them from the running app. */
export function registerRouteList(app: FastifyInstance): void {
  const routes: { method: string; url: string }[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: { method: string; url: string }[];
  }
}
