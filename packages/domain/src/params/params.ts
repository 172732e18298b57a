import { z } from 'zod';

/**
 * A whole number that may arrive as a JSON number (tRPC, JSON bodies) or a string (query strings, path params).
 * Every failure carries the one message given, written for a person.
 */
export function intParam(message: string, min: number, max: number) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((v) => (typeof v === 'string' ? (/^\s*-?\d+\s*$/.test(v) ? Number(v) : Number.NaN) : v))
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
}

/** A positive database id from a path parameter or a body field. */
export function idParam(what: string) {
  return intParam(`${what} must be a positive whole number.`, 1, 2_147_483_647);
}

/** A boolean that may arrive as `true`/`false` or as the query-string words `true`, `false`, `1`, `0`. */
export function boolParam(message: string) {
  return z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: message })
    .transform((v) => v === true || v === 'true' || v === '1');
}
