import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type ChangeListener, listenPglite, listenPostgres, type StopListening } from './notifications.ts';
import { PreparingClient } from './prepared-client.ts';
import type { Database } from './schema/index.ts';

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

// `date` stays a 'YYYY-MM-DD' string (a learner's local day must never be shifted by the server's zone);
// int8 and numeric (count(*), sums) come back as JS numbers on both drivers.
pg.types.setTypeParser(DATE_OID, (v) => v);
pg.types.setTypeParser(INT8_OID, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(NUMERIC_OID, (v) => Number.parseFloat(v));
const pgliteParsers = {
  [DATE_OID]: (v: string) => v,
  [INT8_OID]: (v: string) => Number.parseInt(v, 10),
  [NUMERIC_OID]: (v: string) => Number.parseFloat(v),
};

export interface DbConfig {
  /** A postgres:// URL. When absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files (default `.data/pglite`); `memory://` for an in-memory database. */
  pgliteDir?: string | undefined;
  /** Restore a PGlite data directory dump (tests clone a migrated template this way). */
  pgliteLoad?: Blob | undefined;
  poolSize?: number | undefined;
  /** Send parameterised queries as named prepared statements (Postgres only; default true). */
  preparedStatements?: boolean | undefined;
}

export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** The PGlite instance when kind is 'pglite' (for dumps in tests). */
  pglite?: PGlite;
  /** LISTEN on a channel (a dedicated connection on Postgres); resolves to a function that stops listening. */
  listen(channel: string, listener: ChangeListener): Promise<StopListening>;
  close(): Promise<void>;
}

export async function createPglite(dir: string | undefined, load?: Blob): Promise<PGlite> {
  const dataDir = dir ?? '.data/pglite';
  if (dataDir !== 'memory://' && !dataDir.startsWith('memory://'))
    mkdirSync(resolve(dataDir), { recursive: true });
  return PGlite.create({
    ...(dataDir.startsWith('memory://') ? {} : { dataDir: resolve(dataDir) }),
    ...(load ? { loadDataDir: load } : {}),
    parsers: pgliteParsers,
    relaxedDurability: false,
  });
}

export async function createDb(config: DbConfig = {}): Promise<DbHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.poolSize ?? 20,
      ...(config.preparedStatements === false ? {} : { Client: PreparingClient }),
    });
    // A connection can break at any moment (a failover, pg_terminate_backend, a network cut). pg reports it as an
    // 'error' event on the client — on an idle one through the pool, on a checked-out one (a transaction between
    // statements, the prepared-statement client) on the client itself, where an unhandled 'error' would end the
    // process. The query in flight fails with the same error (→ 503) and the pool replaces the client.
    const ignoreBrokenConnection = () => {};
    pool.on('error', ignoreBrokenConnection);
    pool.on('connect', (client) => client.on('error', ignoreBrokenConnection));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = config.databaseUrl;
    return {
      db,
      kind: 'postgres',
      listen: (channel, listener) => listenPostgres(url, channel, listener),
      close: () => db.destroy(),
    };
  }
  const pglite = await createPglite(config.pgliteDir, config.pgliteLoad);
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    pglite,
    listen: (channel, listener) => listenPglite(pglite, channel, listener),
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
