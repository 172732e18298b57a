// Installs workspace dependencies with the pinned pnpm when node_modules is missing or stale.
// Only Node 20 and npm are assumed: pnpm runs through npx (see ../shared/TOOLCHAIN.md for why not corepack).
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNPM = 'npx -y pnpm@10.34.9';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'node_modules', '.keelerada-install-stamp');

function fingerprint() {
  const h = createHash('sha256');
  for (const f of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json']) {
    if (existsSync(join(root, f))) h.update(readFileSync(join(root, f)));
  }
  return h.digest('hex');
}

export function ensureInstall() {
  const want = fingerprint();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return false;
  console.error('[keelerada] installing dependencies with pnpm 10 …');
  const frozen = process.env.CI ? ' --frozen-lockfile' : '';
  execSync(`${PNPM} install${frozen} --reporter=append-only`, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false' },
  });
  writeFileSync(stamp, fingerprint());
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) ensureInstall();
