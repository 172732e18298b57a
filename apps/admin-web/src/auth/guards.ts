import { clearToken, getToken, httpStatusOf } from '@keelerada/api-client';
import { redirect } from '@tanstack/react-router';
import { ADMIN_BASE } from '../api.ts';
import { adminReturnPath } from '../lib/redirect.ts';
import type { RouterContext } from '../routes/__root.tsx';

/**
 * Every admin screen: a token is required (else the sign-in page), then the server says whether this person is an
 * admin. Non-admins get the Access Denied page and no data is loaded (the server refuses them anyway).
 */
export async function requireAdmin(context: RouterContext, href: string): Promise<{ isAdmin: boolean }> {
  if (!getToken()) throw redirect({ to: '/login', search: { redirect: href } });
  try {
    await context.queryClient.ensureQueryData(context.trpc.account.me.queryOptions());
    return await context.queryClient.fetchQuery(context.trpc.account.adminStatus.queryOptions());
  } catch (e) {
    if (httpStatusOf(e) === 401) {
      clearToken();
      throw redirect({ to: '/login', search: { redirect: href } });
    }
    return { isAdmin: false };
  }
}

export function redirectIfSignedIn() {
  if (getToken()) throw redirect({ to: '/' });
}

/** Only paths of the admin app are followed after sign-in (the shared rule: `sameOriginPath`), never /login. */
export function safeAdminRedirect(target: string | undefined): string {
  return adminReturnPath(target, ADMIN_BASE);
}
