/**
 * Where to go after signing in: the page the person was sent away from, under the admin base (`/admin`). The
 * router's guards give paths without the base (`/reading-texts/edit/5`), links and the OAuth callback give full ones
 * (`/admin/reading-texts/edit/5`); both land on the same page (issue #20). Anything else — another origin (`//x`),
 * the sign-in page itself — goes to the dashboard.
 */
export function adminReturnPath(target: string | undefined, base: string): string {
  const home = `${base}/`;
  if (!target?.startsWith('/') || target.startsWith('//') || target.includes('\\')) return home;
  const full = target === base || target.startsWith(`${base}/`) ? target : `${base}${target}`;
  if (full === base || full.startsWith(`${base}/login`)) return home;
  return full;
}
