import { clearToken, getToken, httpStatusOf } from '@keelerada/api-client';
import { redirect } from '@tanstack/react-router';
import { ADMIN_BASE } from '../api.ts';
import { errorMessage } from '../lib/errors.ts';
import { adminReturnPath } from '../lib/redirect.ts';
import type { RouterContext } from '../routes/__root.tsx';

/**
 * The admin check could not be made (a server error, no network): not an answer that this person is no admin, so
 * the admin layout shows it with Retry instead of Access Denied.
 */
export class AdminCheckFailed extends Error {
  constructor(readonly reason: unknown) {
    super(errorMessage(reason, ADMIN_CHECK_UNREACHABLE));
    this.name = 'AdminCheckFailed';
  }
}

export const ADMIN_CHECK_UNREACHABLE = 'Keelerada could not be reached. Check your connection and try again.';

/**
 * Every admin screen: a token is required (else the sign-in page), then the server says whether this person is an
 * admin. Non-admins get the Access Denied page and no data is loaded (the server refuses them anyway). Only the
 * server's answer (`isAdmin: false`, or a 403) means "no admin": a failed call throws AdminCheckFailed, and a
 * refused token (401) goes to the sign-in page.
 */
export async function requireAdmin(context: RouterContext, href: string): Promise<{ isAdmin: boolean }> {
  if (!getToken()) throw redirect({ to: '/login', search: { redirect: href } });
  try {
    await context.queryClient.ensureQueryData(context.trpc.account.me.queryOptions());
    return await context.queryClient.fetchQuery(context.trpc.account.adminStatus.queryOptions());
  } catch (e) {
    const status = httpStatusOf(e);
    if (status === 401) {
      clearToken();
      throw redirect({ to: '/login', search: { redirect: href } });
    }
    if (status === 403) return { isAdmin: false };
    throw new AdminCheckFailed(e);
  }
}

export function redirectIfSignedIn() {
  if (getToken()) throw redirect({ to: '/' });
}

/** The learner app's home: the admin app has no page there, so a sign-in that names it ends on the admin home. */
const LEARNER_HOME = '/dashboard';

/**
 * Only paths of the admin app are followed after sign-in (the shared rule: `sameOriginPath`), never /login, and
 * `/dashboard` (the learner's home, which the admin has not: it was "Page not found") means the admin home.
 */
export function safeAdminRedirect(target: string | undefined): string {
  const path = adminReturnPath(target, ADMIN_BASE);
  const page = path.split(/[?#]/)[0];
  return page === `${ADMIN_BASE}${LEARNER_HOME}` ? `${ADMIN_BASE}/` : path;
}
