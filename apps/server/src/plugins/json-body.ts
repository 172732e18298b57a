import type { FastifyInstance } from 'fastify';

/**
 * JSON request bodies. An empty body sent with the JSON content type is no body — §7 has every call carry a JSON
 * content type, a DELETE and a body-less POST included — not an error; anything else goes to Fastify's own parser
 * (malformed JSON and prototype poisoning are refused as before).
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') done(null, undefined);
    else parse(req, body, done);
  });
}
