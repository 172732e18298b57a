import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../schema/index.ts';
import { adminUrl } from './urls.ts';

async function onAdminConnection<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('outage tests need TEST_DATABASE_URL');
  const c = new pg.Client({ connectionString: adminUrl(url) });
  c.on('error', () => {});
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

async function databaseName(db: Db): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  return rows[0]!.name;
}

/** Ends every connection to `db`'s database (what a failover does to a pool), over a separate connection. */
export async function terminateConnections(db: Db): Promise<number> {
  const name = await databaseName(db);
  return onAdminConnection(async (c) => {
    const r = await c.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return r.rowCount ?? 0;
  });
}

/**
 * Takes `db`'s database down for `run` — no new connection is accepted and the open ones are ended — then opens it
 * again (Postgres only).
 */
export async function whileDatabaseDown(db: Db, run: () => Promise<void>): Promise<void> {
  const name = await databaseName(db);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  await onAdminConnection(async (c) => {
    await c.query(`alter database ${name} allow_connections false`);
    try {
      await c.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await run();
    } finally {
      await c.query(`alter database ${name} allow_connections true`);
    }
  });
}
