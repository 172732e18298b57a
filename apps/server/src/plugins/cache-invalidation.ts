import { applyCacheChange, type Caches, parseCacheChange } from '@keelerada/api';
import type { DbHandle } from '@keelerada/db';
import type { FastifyInstance } from 'fastify';

export const CHANGES_CHANNEL = 'keelerada_changes';

/**
 * Keeps this process's caches honest when other processes write: database triggers send
 * `NOTIFY keelerada_changes, '<topic>'` (migration 20261124000100_cache_invalidation) and this drops the topic's cache;
 * a change to one user's account or tokens sends `auth:<user id>` (migration 20261206000900) and drops only their tokens.
 * While the listening connection is down (`suspend`) no token is cached: none may outlive a revocation announced
 * while nobody listened. Content (grammar, vocabulary, lexicon) is kept for seconds only (SUSPENDED_CONTENT_TTL_MS).
 * Once listening again the caches start empty.
 */
export async function registerCacheInvalidation(
  app: FastifyInstance,
  db: DbHandle,
  caches: Caches,
): Promise<void> {
  const stop = await db.listen(CHANGES_CHANNEL, {
    onMessage: (payload) => applyCacheChange(caches, parseCacheChange(payload)),
    onLost: () => caches.suspend(),
    onListening: () => caches.resume(),
  });
  app.addHook('onClose', async () => {
    await stop();
  });
}
