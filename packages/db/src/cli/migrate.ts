// `npm run migrate`: migrates DATABASE_URL (or the embedded PGlite under PGLITE_DIR) to the latest schema.
import { createDb } from '../create-db.ts';
import { migrateToLatest } from '../migrator.ts';

const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR });
try {
  const result = await migrateToLatest(handle.db);
  const applied = result.results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await handle.close();
}
