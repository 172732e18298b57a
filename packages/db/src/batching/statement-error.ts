/**
 * Whether Postgres refused the statement itself: a data exception, an integrity-constraint violation, a serialization
 * failure or a deadlock (SQLSTATE classes 22, 23 and 40). Those are raised while the statement runs, so its
 * transaction was rolled back and nothing of it applied — sending its parts again is safe. Any other failure (a lost
 * connection, a server shutting down) leaves open whether an autocommit statement was committed, so it is not.
 */
export function isRefusedStatement(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(22|23|40)[0-9A-Z]{3}$/.test(code);
}
