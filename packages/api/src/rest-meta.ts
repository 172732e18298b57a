import type { z } from 'zod';

/**
 * A procedure's REST twin, declared on the procedure with `.meta({ rest: … })`. The server's one adapter
 * (apps/server/src/rest/rest-adapter.ts) registers it under /api and describes it in /api/openapi.json; the route
 * runs the procedure itself, so authorization, validation and error mapping are tRPC's.
 *
 * Its input is the query string (GET) or the JSON body, then the path parameters (renamed by `params`), then `fixed`.
 * A `null` or `undefined` result is a 204 No Content.
 */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Exactly as the spec's §7 writes it, without /api: `/admin/reading-texts/:id`. */
  path: `/${string}`;
  /** Success status (default 200). */
  status?: 200 | 201;
  /** A path parameter whose input field has another name: `{ id: 'userId' }`. */
  params?: Record<string, string>;
  /** Input the path itself stands for: `/study/sessions/today/finished/mixed` is `{ mixed: true }`. */
  fixed?: Record<string, unknown>;
  /** The documented response body (OpenAPI; the integration tests check responses against it). */
  output?: z.ZodType;
  /**
   * How the result becomes the response when it is not the body itself: `csv` sends `{ filename, contentType, csv }`
   * as a file; `created` sends `{ session, created }` as `session` with 201 when created, else 200.
   */
  reply?: 'csv' | 'created';
}

export interface Meta {
  /** One route, or two when the spec gives the procedure two paths. */
  rest?: RestRoute | readonly RestRoute[];
}
