import { sameOriginPath } from '@keelerada/domain';

/**
 * Validates a `returnTo` target for the OAuth round trip. Only the configured app origins are allowed, and only
 * paths on them; anything else falls back to the learner app. Prevents open redirects: a path must pass the shared
 * rule (`sameOriginPath`: no `//`, backslash, tab or encoded separator), a full URL must be on an allowed origin.
 */
export function safeReturnTo(raw: unknown, allowedOrigins: string[], fallback: string): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return fallback;
  try {
    if (raw.startsWith('/') || raw.startsWith('\\')) {
      // a bare path is resolved against the fallback app
      const path = sameOriginPath(raw);
      return path ? new URL(path, fallback).toString() : fallback;
    }
    const url = new URL(raw);
    if (!['http:', 'https:'].includes(url.protocol)) return fallback;
    if (!allowedOrigins.includes(url.origin)) return fallback;
    return url.toString();
  } catch {
    return fallback;
  }
}

/** The app's `/auth/callback` URL for a validated returnTo (admin app when the return path is under /admin). */
export function callbackUrlFor(returnTo: string, learnerAppUrl: string, adminAppUrl: string): URL {
  const target = new URL(returnTo);
  const admin = new URL(adminAppUrl);
  const adminPath = admin.pathname.replace(/\/$/, '');
  const isAdmin =
    target.origin === admin.origin && (adminPath === '' || target.pathname.startsWith(adminPath));
  const base = isAdmin ? adminAppUrl : learnerAppUrl;
  const url = new URL(`${base.replace(/\/$/, '')}/auth/callback`);
  const next = target.pathname + target.search;
  if (next && next !== '/' && !next.startsWith('/auth/')) url.searchParams.set('returnTo', next);
  return url;
}
