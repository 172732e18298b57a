import { defineConfig } from 'vitest/config';

// One vitest run over every package: unit tests next to the code, integration tests against PGlite
// (and Postgres when TEST_DATABASE_URL is set). End-to-end tests live in packages/e2e (Playwright), not here.
export default defineConfig({
  test: {
    include: ['{apps,packages}/*/src/**/*.test.{ts,tsx}', 'docker/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'packages/e2e/**'],
    globalSetup: ['packages/db/src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    server: { deps: { inline: ['kysely'] } },
  },
});
