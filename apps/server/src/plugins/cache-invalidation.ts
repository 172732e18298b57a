import { type Caches, isCacheTopic } from '@keelerada/api';
import type { DbHandle } from '@keelerada/db';
import type { FastifyInstance } from 'fastify';

export const CHANGES_CHANNEL = 'keelerada_changes';

/**
 * Keeps this process's caches honest when other processes write: database triggers send
 * `NOTIFY keelerada_changes, '<topic>'` (migration 20261124000100_cache_invalidation) and this drops the topic's cache.
 * While the listening connection is down nothing is cached at all (`suspend`): no token may outlive a revocation
 * that was announced while nobody listened. Once listening again the caches start empty.
 */
export async function registerCacheInvalidation(
  app: FastifyInstance,
  db: DbHandle,
  caches: Caches,
): Promise<void> {
  const stop = await db.listen(CHANGES_CHANNEL, {
    onMessage: (topic) => caches.invalidate(isCacheTopic(topic) ? topic : 'all'),
    onLost: () => caches.suspend(),
    onListening: () => caches.resume(),
  });
  app.addHook('onClose', async () => {
    await stop();
  });
}
