// `npm start`: install when needed, build when sources changed, migrate, load content, serve.
import { execSync, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstall } from './ensure-install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
ensureInstall();
console.log('[keelerada] building the web apps (cached when nothing changed) …');
execSync('npx turbo run build --output-logs=errors-only', { cwd: root, stdio: 'inherit', env });
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, KEELERADA_PREPARE: '1' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
