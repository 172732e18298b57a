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
  /**
   * The reference's title for the route, short and in words for a person: "Change the review status of many
   * cards" (not the procedure's name). Required, so no route is listed without one.
   */
  summary: string;
  /** Where a parameter or limit needs saying: one or two sentences (`matching` + `expectedCount`, the most rows). */
  description?: string;
  /**
   * When the procedure answers 409 Conflict (it throws `AppError('CONFLICT')`, e.g. through `lockUnchangedSince`):
   * what the conflict is, documented as the route's 409. Left out, the route documents no 409.
   */
  conflicts?: string;
  /**
   * Whether the route can answer 404 (nothing with that id). Default: when its path has a parameter; set it for an
   * id in the body (`true`) or a path parameter that is not one (`false`).
   */
  notFound?: boolean;
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
