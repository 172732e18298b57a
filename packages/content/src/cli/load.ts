// `npm run content:load`: upserts the pack into DATABASE_URL (or the embedded PGlite) without duplicating anything
// and without touching rows an admin changed. Prints a running counter and what it created/updated/skipped.
import { createDb, migrateToLatest } from '@keelerada/db';
import { loadContentPack } from '../loader/load-pack.ts';

const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR });
try {
  await migrateToLatest(handle.db);
  let last = '';
  const report = await loadContentPack(handle.db, {
    onProgress: (kind, done, total) => {
      const line = `${kind}: ${done}/${total}`;
      if (process.stdout.isTTY) process.stdout.write(`\r${line}   `);
      else if (done === total && line !== last) console.log(line);
      last = line;
    },
  });
  if (process.stdout.isTTY) process.stdout.write('\n');
  console.log(report.summary);
} finally {
  await handle.close();
}
