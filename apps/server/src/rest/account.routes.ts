import type { FastifyInstance } from 'fastify';
import { restRoute } from './rest-route.ts';

/** learner-app.md §7 Account. */
export function registerAccountRoutes(app: FastifyInstance): void {
  restRoute(app, 'GET', '/me', ({ caller }) => caller.account.me());
  restRoute(app, 'PUT', '/me', ({ caller, body }) => caller.account.updateProfile(body as never));
  restRoute(app, 'PUT', '/me/settings', ({ caller, body }) => caller.account.updateSettings(body as never));
  restRoute(app, 'POST', '/onboarding/complete', ({ caller }) => caller.account.completeOnboarding());
  restRoute(app, 'POST', '/logout', ({ caller }) => caller.account.logout());
  restRoute(app, 'GET', '/admin/status', ({ caller }) => caller.account.adminStatus());
}
