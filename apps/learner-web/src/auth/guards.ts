import { getToken } from '@keelerada/api-client';
import { sameOriginPath } from '@keelerada/domain';
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../routes/__root.tsx';

/**
 * Protected routes: no token → /login with the original location. The app's shell does not wait for the account:
 * each screen shows its own loading line and, when the server cannot be reached, its own error inside the shell
 * (navigation and Logout stay). A token the server refuses is discarded and the person sent to /login by the API
 * client's 401 handling, on this call or any other.
 */
export function requireUser(context: RouterContext, href: string): void {
  if (!getToken()) throw redirect({ to: '/login', search: { redirect: href } });
  void context.queryClient.prefetchQuery(context.trpc.account.me.queryOptions());
}

/** Sign-in screens: an authenticated person goes straight to the dashboard. */
export function redirectIfSignedIn() {
  if (getToken()) throw redirect({ to: '/dashboard' });
}

/** Only same-app paths are followed after sign-in (the shared rule: `sameOriginPath`), never back to /login. */
export function safeRedirect(target: string | undefined): string {
  const path = sameOriginPath(target);
  if (!path || path.startsWith('/login')) return '/dashboard';
  return path;
}
