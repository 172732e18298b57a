// `npm test`: install when needed, then lint, typecheck, build, unit + integration tests, e2e tests.
// Ends with a one-line summary. Each step's output streams; the summary names the failing step.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };
ensureInstall();

const steps = [
  ['lint', 'npx biome check .'],
  [
    'typecheck',
    'npx tsc --noEmit -p tsconfig.node.json && npx turbo run typecheck --output-logs=errors-only',
  ],
  ['build', 'npx turbo run build --output-logs=errors-only'],
  ['unit+integration', 'npx vitest run'],
  ['e2e', 'npx pnpm@10.34.9 --filter @keelerada/e2e test'],
];
const only = process.env.TEST_STEPS?.split(',');
const results = [];
const t0 = Date.now();
for (const [name, cmd] of steps) {
  if (only && !only.includes(name)) continue;
  console.log(`\n[keelerada test] ▶ ${name}: ${cmd}`);
  const s = Date.now();
  const r = spawnSync(cmd, { cwd: root, stdio: 'inherit', shell: true, env });
  results.push({ name, ok: r.status === 0, secs: ((Date.now() - s) / 1000).toFixed(1) });
  if (r.status !== 0) break;
}
const failed = results.filter((r) => !r.ok);
const line = results.map((r) => `${r.name} ${r.ok ? 'ok' : 'FAILED'} (${r.secs}s)`).join(', ');
const total = ((Date.now() - t0) / 1000).toFixed(0);
console.log(
  `\n${failed.length ? '✗ npm test FAILED' : '✓ npm test passed'}: ${line}; total ${total}s${process.env.TEST_DATABASE_URL ? ' (database tests on PGlite and Postgres)' : ' (database tests on PGlite)'}`,
);
process.exit(failed.length ? 1 : 0);
