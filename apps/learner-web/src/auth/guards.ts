import { clearToken, getToken, httpStatusOf } from '@keelerada/api-client';
import { sameOriginPath } from '@keelerada/domain';
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../routes/__root.tsx';

/** Protected routes: no token → /login with the original location; a token the server refuses is discarded. */
export async function requireUser(context: RouterContext, href: string) {
  if (!getToken()) throw redirect({ to: '/login', search: { redirect: href } });
  try {
    return await context.queryClient.ensureQueryData(context.trpc.account.me.queryOptions());
  } catch (e) {
    if (httpStatusOf(e) === 401) {
      clearToken();
      throw redirect({ to: '/login', search: { redirect: href } });
    }
    throw e;
  }
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
