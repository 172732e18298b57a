import { sameOriginPath } from '@keelerada/domain';

/**
 * Where to go after signing in: the page the person was sent away from, under the admin base (`/admin`). The
 * router's guards give paths without the base (`/reading-texts/edit/5`), links and the OAuth callback give full ones
 * (`/admin/reading-texts/edit/5`); both land on the same page (issue #20). Whether a path stays on this site is the
 * shared rule (`sameOriginPath`, issue #14); anything else — another origin (`//x`, `/\\x`), the sign-in page
 * itself — goes to the dashboard.
 */
export function adminReturnPath(target: string | undefined, base: string): string {
  const home = `${base}/`;
  const path = sameOriginPath(target);
  if (!path) return home;
  const full = path === base || path.startsWith(`${base}/`) ? path : `${base}${path}`;
  if (full === base || full.startsWith(`${base}/login`)) return home;
  return full;
}
