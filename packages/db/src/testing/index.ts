// Test helpers: each test file gets a fresh migrated database on PGlite, and on Postgres too when
// TEST_DATABASE_URL is set. Use `describeDb` to run a suite once per backend.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { createDb, type DbHandle, type DbKind } from '../create-db.ts';
import type { Database } from '../schema/index.ts';
import './provided-context.ts';
import { adminUrl, withDatabase } from './urls.ts';

export function testBackends(): DbKind[] {
  return inject('pgTemplateDatabase') ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh migrated database of the given kind; the returned close() drops it. */
export async function createTestDb(kind: DbKind): Promise<DbHandle> {
  if (kind === 'pglite') {
    const dump = readFileSync(inject('pgliteTemplatePath'));
    return createDb({ pgliteDir: 'memory://', pgliteLoad: new Blob([dump]) });
  }
  const testUrl = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplateDatabase');
  if (!testUrl || !template) throw new Error('Postgres tests need TEST_DATABASE_URL');
  const name = `kr_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(testUrl) });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      break;
    } catch (e) {
      // two files cloning the template at the same instant can collide; retry briefly
      if (attempt >= 20) throw e;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  const handle = await createDb({ databaseUrl: withDatabase(testUrl, name), poolSize: 30 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const a = new pg.Client({ connectionString: adminUrl(testUrl) });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export interface TestDbContext {
  readonly db: Kysely<Database>;
  readonly handle: DbHandle;
  readonly kind: DbKind;
}

/** Runs the suite once per available backend, each with its own fresh migrated database. */
export function describeDb(name: string, body: (ctx: TestDbContext) => void): void {
  for (const kind of testBackends()) {
    describe(`${name} [${kind}]`, () => {
      let handle: DbHandle | undefined;
      beforeAll(async () => {
        handle = await createTestDb(kind);
      }, 60_000);
      afterAll(async () => {
        await handle?.close();
      });
      body({
        kind,
        get db() {
          if (!handle) throw new Error('database not ready');
          return handle.db;
        },
        get handle() {
          if (!handle) throw new Error('database not ready');
          return handle;
        },
      });
    });
  }
}
export { insertReviewLogs, seedLearnersWithCards } from './learners-with-cards.ts';
export { terminateConnections, whileDatabaseDown } from './outage.ts';
export { userIdOf } from './users.ts';
