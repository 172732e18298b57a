import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { restEndpoints } from '../rest/rest-adapter.ts';

/**
 * Makes every integration test check the REST contract: a 2xx JSON response of a route that documents its body
 * (`.meta({ rest: { output } })`, shown in /api/openapi.json) must match that schema, or the request fails with the
 * mismatch in its error, which fails the test that made it.
 */
export function checkDocumentedResponses(app: FastifyInstance): void {
  const outputs = new Map<string, ZodType>(
    restEndpoints().flatMap(({ route }) =>
      route.output ? [[`${route.method} /api${route.path}`, route.output] as const] : [],
    ),
  );
  app.addHook('onSend', async (req, reply, payload) => {
    const schema = outputs.get(`${req.method} ${req.routeOptions.url}`);
    if (!schema || reply.statusCode >= 300 || typeof payload !== 'string') return payload;
    const checked = schema.safeParse(JSON.parse(payload));
    if (!checked.success)
      throw new Error(
        `${req.method} ${req.url} does not match its documented response: ${checked.error.message}`,
      );
    return payload;
  });
}
