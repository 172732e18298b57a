/** Exit codes of `npm run cli` that scripts can rely on. */
export const EXIT = {
  OK: 0,
  USAGE: 1,
  AUTH: 2,
  UNREACHABLE: 3,
  SERVER: 4,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
