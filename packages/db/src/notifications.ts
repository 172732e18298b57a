import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a subscriber hears: each NOTIFY payload, and `onLost` when notifications may have been missed. */
export interface ChangeListener {
  onMessage(payload: string): void;
  /** The listening connection broke (messages may have been missed) or was just (re)established. */
  onLost(): void;
}

export type StopListening = () => Promise<void>;

const IDENT = /^[a-z_][a-z0-9_]*$/;

/**
 * LISTENs on a Postgres channel over its own connection (not a pool connection). When the connection drops it reports
 * `onLost` and reconnects with a growing delay (up to 10 s); after reconnecting it reports `onLost` again, since
 * anything sent in between was missed. Resolves once the first attempt to connect has succeeded or failed.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  l: ChangeListener,
): Promise<StopListening> {
  if (!IDENT.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 250;

  const connect = async () => {
    const c = new pg.Client({ connectionString });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      l.onLost();
      if (!stopped) retry = setTimeout(connect, delay);
      delay = Math.min(delay * 2, 10_000);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === channel) l.onMessage(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
      delay = 250;
      l.onLost(); // whatever changed while nobody listened is unknown
    } catch {
      c.end().catch(() => {});
      lost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}

/** LISTENs on a channel of an embedded PGlite (same process: nothing can be missed). */
export async function listenPglite(
  pglite: PGlite,
  channel: string,
  l: ChangeListener,
): Promise<StopListening> {
  if (!IDENT.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  const unsubscribe = await pglite.listen(channel, (payload) => l.onMessage(payload));
  return async () => {
    if (!pglite.closed) await unsubscribe();
  };
}
