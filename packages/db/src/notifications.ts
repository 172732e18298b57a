import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a subscriber hears: each NOTIFY payload, and when listening stops and starts again. */
export interface ChangeListener {
  onMessage(payload: string): void;
  /** The listening connection broke or could not be made: from now until `onListening`, messages are missed. */
  onLost(): void;
  /** Listening (again): messages arrive from now on, but whatever was sent before is unknown. */
  onListening(): void;
}

export type StopListening = () => Promise<void>;

const IDENT = /^[a-z_][a-z0-9_]*$/;

/** The listener's reconnect delay: from the first, doubling up to the last. */
export const LISTEN_RETRY_MS = { first: 100, max: 2_000 } as const;

/**
 * LISTENs on a Postgres channel over its own connection (not a pool connection). When the connection drops (its
 * 'error' and 'end' events are both handled: an unhandled 'error' would end the process) it reports `onLost` and
 * reconnects with a growing delay (LISTEN_RETRY_MS); once listening again it reports `onListening`. Resolves once
 * the first attempt to connect has succeeded or failed.
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
  let delay: number = LISTEN_RETRY_MS.first;

  const connect = async () => {
    const c = new pg.Client({ connectionString });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = undefined;
      l.onLost();
      if (!stopped) retry = setTimeout(connect, delay);
      delay = Math.min(delay * 2, LISTEN_RETRY_MS.max);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === channel) l.onMessage(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
      if (client !== c) {
        c.end().catch(() => {}); // lost or stopped while connecting
        return;
      }
      delay = LISTEN_RETRY_MS.first;
      l.onListening();
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
  l.onListening();
  return async () => {
    if (!pglite.closed) await unsubscribe();
  };
}
