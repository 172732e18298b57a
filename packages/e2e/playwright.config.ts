import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's chromium (/usr/bin/chromium; browsers cannot be downloaded here) against the
// built apps served by the real server on a fresh embedded database.
const PORT = Number(process.env.E2E_PORT ?? 3100);
process.env.E2E_PGLITE_DIR ??= join(mkdtempSync(join(tmpdir(), 'keelerada-e2e-')), 'pglite');

export default defineConfig({
  testDir: './tests',
  outputDir: './output/test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx ../../apps/server/src/main.ts',
    url: `http://localhost:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PGLITE_DIR: process.env.E2E_PGLITE_DIR,
      KEELERADA_PREPARE: '1',
      AUTH_DEV_LOGIN: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${PORT}`,
    },
  },
});
