import type { AddressInfo } from 'node:net';
import { createDb, type DbHandle } from '@keelerada/db';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { shutDown } from './shutdown.ts';
import { testConfig } from './testing/test-app.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('shutting down (SIGTERM)', () => {
  let app: FastifyInstance;
  let db: DbHandle;
  let base: string;
  let released: () => void = () => {};

  async function start(slowMs: number) {
    db = await createDb({ pgliteDir: 'memory://' });
    app = await buildApp({ config: testConfig(), db });
    let arrived: () => void = () => {};
    const inFlight = new Promise<void>((r) => {
      arrived = r;
    });
    app.get('/slow', async () => {
      arrived();
      await new Promise<void>((r) => {
        released = r;
        setTimeout(r, slowMs);
      });
      await sql`select 1`.execute(db.db);
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const slow = fetch(`${base}/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await inFlight;
    return { slow }; // wrapped: an async function would wait for a returned promise
  }

  afterEach(async () => {
    released();
    if (!app.server.listening) return;
    await app.close();
    await db.close();
  });

  it('stops accepting, finishes the request in flight, closes the pool and exits 0', async () => {
    const { slow } = await start(300);
    const stopping = shutDown(app, db, 5_000);
    await sleep(50);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow(); // the listening socket is closed
    expect(await slow).toEqual({ status: 200, body: { done: true } });
    expect(await stopping).toBe(0);
    await expect(sql`select 1`.execute(db.db)).rejects.toThrow(); // the pool is closed
  });

  it('does not wait for ever: past the bound the connection is cut and the exit code is 1', async () => {
    const { slow } = await start(60_000);
    const started = Date.now();
    expect(await shutDown(app, db, 200)).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(slow).rejects.toThrow();
  });
});
