import { isDatabaseEmpty, loadContentPack } from '@keelerada/content';
import type { DbHandle } from '@keelerada/db';
import { migrateToLatest } from '@keelerada/db';

/** Migrates and, on an empty database, loads the content pack. Prints what it did. */
export async function prepareDatabase(
  handle: DbHandle,
  log: (msg: string) => void = console.log,
): Promise<void> {
  const result = await migrateToLatest(handle.db);
  const applied = result.results?.filter((r) => r.status === 'Success').length ?? 0;
  log(applied ? `[keelerada] applied ${applied} migration(s)` : '[keelerada] database schema is up to date');
  if (await isDatabaseEmpty(handle.db)) {
    log('[keelerada] empty database: loading the content pack …');
    const report = await loadContentPack(handle.db, { onProgress: () => {} });
    log(`[keelerada] content loaded: ${report.summary}`);
  }
}
