// The app as `npm run bench` runs it: a child process (so the load generator does not share its event loop),
// NODE_ENV=production, Postgres pool of BENCH_POOL_SIZE, plus the bare SELECT 1 route. Prints "listening <port>".
// Over its IPC channel it answers 'batches' with the statements its batchers sent since the last question.
import { dailySessionBatcher, reviewBatchers } from '@keelerada/api';
import { createDb } from '@keelerada/db';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type BatchCounts, emptyBatchCounts } from './batch-counts.ts';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  SERVE_APPS: '0',
  AUTH_DEV_LOGIN: '0',
  PORT: '0',
});
const db = await createDb({
  databaseUrl: process.env.DATABASE_URL,
  poolSize: Number(process.env.BENCH_POOL_SIZE ?? 20),
});
const app = await buildApp({ config, db, benchRoutes: true });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

let counts: BatchCounts = emptyBatchCounts();
const count = (kind: keyof BatchCounts) => (size: number) => {
  counts[kind].statements++;
  counts[kind].jobs += size;
};
const review = reviewBatchers(db.db);
review.reads.observe(count('reviewReads'));
review.writes.observe(count('reviewSaves'));
dailySessionBatcher(db.db).observe(count('dailySessions'));
process.on('message', (m) => {
  if (m !== 'batches') return;
  process.send?.(counts);
  counts = emptyBatchCounts();
});

process.stdout.write(`listening ${port}\n`);

const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
