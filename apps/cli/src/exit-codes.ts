/** Exit codes of `npm run cli` — scripts can rely on them. */
export const EXIT = {
  /** The command did what it was asked. */
  OK: 0,
  /** Usage error (unknown command or option, missing argument) or a bad file (unreadable, not a vocabulary CSV,
   * or rows the server rejected — the other rows are imported). */
  USAGE: 1,
  /** No token, or the token is unknown, expired, revoked, or its owner is not an admin. */
  AUTH: 2,
  /** The server could not be reached (connection refused, DNS, timeout). */
  UNREACHABLE: 3,
  /** The server answered with an error (5xx, or it refused the request). */
  SERVER: 4,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure that ends the command with a message and an exit code. */
export class CliError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    message: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
