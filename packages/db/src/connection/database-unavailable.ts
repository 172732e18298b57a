/** Messages pg gives when the connection under a query is gone (its errors carry no SQLSTATE then). */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Cannot use a pool after calling end)|is not currently accepting connections$/;

/** Socket errors of a connection that broke or could not be made. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether a failure means the database could not be reached, not that it refused the statement: a lost or refused
 * connection, or Postgres saying it is shutting down, starting up, out of connections or closed to connections
 * (SQLSTATE class 08, 57P01–57P03, 53300; `ALTER DATABASE … ALLOW_CONNECTIONS false`). The request that hit it is answered 503 ("try again"), never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof e.code === 'string') {
    if (SOCKET_CODES.has(e.code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(e.code) || /^57P0[123]$/.test(e.code) || e.code === '53300') return true;
  }
  if (typeof e.message === 'string' && LOST_CONNECTION.test(e.message)) return true;
  // Node reports a refused dual-stack connect as an AggregateError of one error per address
  return Array.isArray(e.errors) && e.errors.length > 0 && e.errors.every(isDatabaseUnavailable);
}
