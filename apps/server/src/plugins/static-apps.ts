import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const LEARNER_DIST = join(repoRoot, 'apps/learner-web/dist');
export const ADMIN_DIST = join(repoRoot, 'apps/admin-web/dist');
export const BOOK_AUDIO_DIR = join(repoRoot, 'packages/content/data/books/audio');

/**
 * Serves the built apps (learner-web at /, admin-web at /admin/) with an SPA fallback, and the book audio under
 * /media/books/ (HTTP range requests are handled by @fastify/static, so seeking works).
 */
export async function registerStaticApps(app: FastifyInstance, serveApps: boolean): Promise<void> {
  mkdirSync(BOOK_AUDIO_DIR, { recursive: true });
  await app.register(fastifyStatic, {
    root: BOOK_AUDIO_DIR,
    prefix: '/media/books/',
    decorateReply: true,
    acceptRanges: true,
    maxAge: '7d',
  });
  const learner = serveApps && existsSync(join(LEARNER_DIST, 'index.html'));
  const admin = serveApps && existsSync(join(ADMIN_DIST, 'index.html'));
  if (learner) {
    await app.register(fastifyStatic, {
      root: LEARNER_DIST,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      index: false,
    });
  }
  if (admin) {
    await app.register(fastifyStatic, {
      root: ADMIN_DIST,
      prefix: '/admin/',
      decorateReply: false,
      wildcard: false,
      index: false,
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const page = fallbackPage(req.method, path);
    if (page === 'admin' && admin)
      return reply.type('text/html').sendFile('index.html', ADMIN_DIST, { maxAge: 0 });
    if (page === 'learner' && learner)
      return reply.type('text/html').sendFile('index.html', LEARNER_DIST, { maxAge: 0 });
    return reply.status(404).send({ error: `Not found: ${req.method} ${path}` });
  });
}

/**
 * Which app's page answers a path no route or file has: an app's own screens (a GET of a path without a file
 * extension) get its index.html; the API, auth, media and anything that names a file get a 404 — a script of an
 * earlier build answered with a page would break the open tab instead of telling it to reload.
 */
export function fallbackPage(method: string, path: string): 'admin' | 'learner' | null {
  if (method !== 'GET' || /^\/(api|trpc|media)(\/|$)|^\/auth\/(google|dev-login|providers)/.test(path))
    return null;
  if (/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/') + 1))) return null;
  return path === '/admin' || path.startsWith('/admin/') ? 'admin' : 'learner';
}
