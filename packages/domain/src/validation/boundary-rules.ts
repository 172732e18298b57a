/**
 * The rules every request's input meets before any route or procedure sees it (REST bodies, query strings and path
 * parameters; tRPC inputs). Postgres cannot store a NUL in text nor an unpaired UTF-16 surrogate in UTF-8, deep JSON
 * costs stack and time at every layer, and a free-form JSON field must not carry megabytes; each is a 400 with a
 * sentence a person can act on. Applied once in the server (apps/server/src/plugins/boundary-validation.ts) and once
 * in tRPC (packages/api/src/trpc.ts); see docs/architecture.md.
 */

/** The deepest nesting of objects and arrays accepted (the app's own inputs go 4 deep at most). */
export const MAX_INPUT_DEPTH = 32;

/** Free-form JSON fields (stored as given) and the most each may take, in characters of its JSON. */
export const FREE_FORM_FIELD_LIMITS: Readonly<Record<string, number>> = {
  exerciseContent: 64 * 1024,
};

/** The most procedures one tRPC batch request may call (the web clients batch at most this many). */
export const MAX_TRPC_BATCH = 20;

const NUL = '\u0000';

/** Whether `s` holds a lone UTF-16 surrogate (half of a character, which UTF-8 cannot store). */
export function hasUnpairedSurrogate(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
    }
    return true;
  }
  return false;
}

/** What is wrong with one string, or null. */
export function badTextReason(s: string): string | null {
  if (s.includes(NUL)) return 'contains a NUL character (\\u0000), which text cannot hold';
  if (hasUnpairedSurrogate(s)) return 'contains an incomplete character (an unpaired UTF-16 surrogate)';
  return null;
}

const where = (path: string) => (path ? `The field "${path}"` : 'The input');

/**
 * The first rule `value` (parsed JSON, a query object…) breaks, as a sentence for a 400, or null when it keeps them
 * all: no string or key with a NUL or an unpaired surrogate, nothing nested deeper than MAX_INPUT_DEPTH, no
 * free-form field over its limit.
 */
export function boundaryViolation(value: unknown): string | null {
  return visit(value, '', 0);
}

function visit(value: unknown, path: string, depth: number): string | null {
  if (typeof value === 'string') {
    const reason = badTextReason(value);
    return reason ? `${where(path)} ${reason}.` : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_INPUT_DEPTH)
    return `The input is nested too deeply (more than ${MAX_INPUT_DEPTH} levels of objects and arrays).`;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value as Record<string, unknown>);
  for (const [key, child] of entries) {
    const childPath = path ? `${path}.${key}` : key;
    if (!Array.isArray(value)) {
      const reason = badTextReason(key);
      if (reason) return `A field name ${reason}.`;
      const limit = FREE_FORM_FIELD_LIMITS[key];
      if (limit !== undefined && child !== undefined) {
        const size = jsonLength(child, limit);
        if (size > limit)
          return `${where(childPath)} is too large (at most ${Math.round(limit / 1024)} KB of JSON).`;
      }
    }
    const found = visit(child, childPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The length of `value`'s JSON, or more than `limit` when it is too deep to measure (the depth rule reports it). */
function jsonLength(value: unknown, limit: number): number {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return limit + 1;
  }
}
