import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

/**
 * The one error catalogue: every failure a service can raise, with its tRPC code and HTTP status.
 * REST turns it into `{ "error": message }` with the status; tRPC clients get the code.
 */
export const APP_ERRORS = {
  BAD_REQUEST: { trpc: 'BAD_REQUEST', http: 400 },
  UNAUTHORIZED: { trpc: 'UNAUTHORIZED', http: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', http: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', http: 404 },
  CONFLICT: { trpc: 'CONFLICT', http: 409 },
  PAYLOAD_TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', http: 413 },
  TOO_MANY_REQUESTS: { trpc: 'TOO_MANY_REQUESTS', http: 429 },
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', http: 500 },
  /** The database could not be reached (a lost or refused connection): the caller should simply try again. */
  UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', http: 503 },
} as const satisfies Record<string, { trpc: TRPC_ERROR_CODE_KEY; http: number }>;

export type AppErrorCode = keyof typeof APP_ERRORS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  constructor(code: AppErrorCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
  }
  get httpStatus(): number {
    return APP_ERRORS[this.code].http;
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const unauthorized = (message = 'Authentication required') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = "You don't have admin privileges to access this page.") =>
  new AppError('FORBIDDEN', message);

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again.';
export const serviceUnavailable = () => new AppError('UNAVAILABLE', UNAVAILABLE_MESSAGE);

/** Postgres unique violations and friends, turned into a person-readable 4xx. */
export function isUniqueViolation(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505';
}
