import { startJobWorker } from '@keelerada/api';
import { createDb } from '@keelerada/db';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './prepare.ts';
import { shutDown } from './shutdown.ts';

const config = loadConfig();
const started = Date.now();
const db = await createDb({
  databaseUrl: config.env.DATABASE_URL,
  pgliteDir: config.env.PGLITE_DIR,
});
if (process.env.KEELERADA_PREPARE === '1' || process.env.KEELERADA_PREPARE === undefined)
  await prepareDatabase(db);
const app = await buildApp({ config, db, logger: true });
await app.listen({ port: config.env.PORT, host: config.env.HOST });
// background jobs (parameter fits) off the request path, claimed from Postgres so several processes may run
const jobs =
  config.env.JOBS_POLL_MS > 0
    ? startJobWorker(db.db, {
        pollMs: config.env.JOBS_POLL_MS,
        onError: (e) => app.log.warn({ err: e }, 'job worker'),
      })
    : null;

const base = config.publicUrl;
console.log(`
Keelerada is ready (${((Date.now() - started) / 1000).toFixed(1)} s, database: ${db.kind}${db.kind === 'pglite' ? ` at ${config.env.PGLITE_DIR}` : ''})
  learner app   ${base}/
  admin app     ${base}/admin/
  REST API      ${base}/api/...   reference: ${base}/api/docs   OpenAPI: ${base}/api/openapi.json
  tRPC          ${base}/trpc
  health        ${base}/healthz   ready: ${base}/readyz
  sign-in       ${config.googleEnabled ? 'Google' : ''}${config.googleEnabled && config.devLoginEnabled ? ' + ' : ''}${config.devLoginEnabled ? 'local demo sign-in (POST /auth/dev-login)' : ''}
`);

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, async () => {
    app.log.info(`${sig}: finishing the requests in flight, then stopping`);
    await jobs?.stop();
    process.exit(await shutDown(app, db, config.env.SHUTDOWN_TIMEOUT_MS));
  });
}
