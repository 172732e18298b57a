// `npm run content:load`: upserts the pack into DATABASE_URL (or the embedded PGlite) without duplicating anything
// and without touching rows an admin changed (see docs/decisions.md, "Content pack"). Shows a counter per kind and
// ends with what it created, updated and skipped.
import { createDb, migrateToLatest } from '@keelerada/db';
import { type LoadReport, loadContentPack } from '../loader/load-pack.ts';
import type { Counts } from '../loader/upsert.ts';
import { checkCompleteness } from '../pack/completeness.ts';
import { countPack } from '../pack/count.ts';
import { readPack } from '../pack/pack.ts';
import { validatePack } from '../pack/validate.ts';

const tty = process.stdout.isTTY === true;
const outcomes = (c: Counts) =>
  `${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.skipped} skipped`;
const line = (kind: string, done: number, total: number, c: Counts) =>
  `${kind.padEnd(10)} ${String(done).padStart(5)}/${String(total).padEnd(5)}  ${outcomes(c)}`;

const pack = readPack();
const problems = validatePack(pack).length + checkCompleteness(countPack(pack)).length;
if (problems > 0)
  console.warn(
    `warning: the pack has ${problems} problem(s); \`npx vitest run packages/content\` lists them`,
  );

const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, pgliteDir: process.env.PGLITE_DIR });
let report: LoadReport;
try {
  await migrateToLatest(handle.db);
  let lastDraw = 0;
  report = await loadContentPack(handle.db, {
    onProgress: (kind, done, total, counts) => {
      const finished = done === total;
      const now = Date.now();
      if (tty && (finished || now - lastDraw > 50)) {
        process.stdout.write(`\r\x1b[2K${line(kind, done, total, counts)}${finished ? '\n' : ''}`);
        lastDraw = now;
      } else if (!tty && finished) console.log(line(kind, done, total, counts));
    },
  });
} finally {
  await handle.close();
}
const t = report.total;
console.log(
  `content:load done: ${t.created} created, ${t.updated} updated, ${t.skipped} skipped ` +
    `(admin-edited or duplicate rows left alone), ${t.unchanged} unchanged`,
);
