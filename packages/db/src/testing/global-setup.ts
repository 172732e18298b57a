// vitest globalSetup: migrate once, then every test file clones the migrated database.
// PGlite: a migrated data directory is dumped to a tarball that each file loads (~1 s instead of ~4 s + migrate).
// Postgres (when TEST_DATABASE_URL is set): a migrated template database; each file gets CREATE DATABASE … TEMPLATE.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../create-db.ts';
import { migrateToLatest } from '../migrator.ts';
import './provided-context.ts';
import { adminUrl, withDatabase } from './urls.ts';

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'keelerada-test-'));
  const dumpPath = join(dir, 'pglite-template.tar');
  const handle = await createDb({ pgliteDir: 'memory://' });
  await migrateToLatest(handle.db);
  const blob = await handle.pglite!.dumpDataDir('none');
  writeFileSync(dumpPath, Buffer.from(await blob.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplatePath', dumpPath);

  const testUrl = process.env.TEST_DATABASE_URL;
  let templateName: string | null = null;
  if (testUrl) {
    templateName = `keelerada_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(testUrl) });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const tpl = await createDb({ databaseUrl: withDatabase(testUrl, templateName), poolSize: 1 });
    await migrateToLatest(tpl.db);
    await tpl.close();
    project.provide('pgTemplateDatabase', templateName);
  } else {
    project.provide('pgTemplateDatabase', '');
  }

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (testUrl && templateName) {
      const admin = new pg.Client({ connectionString: adminUrl(testUrl) });
      await admin.connect();
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    }
  };
}
