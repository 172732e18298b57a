import { Validator } from '@seriousme/openapi-schema-validator';
import { expect, it } from 'vitest';
import { describeApp } from '../testing/test-app.ts';
import { openApiDocument } from './openapi.ts';
import { restEndpoints } from './rest-adapter.ts';

/** Every call of learner-app.md §7 (Study under /study) and admin-back-office.md §7, as the specs write them. */
const SPEC_CALLS = `
GET /me|PUT /me|POST /onboarding/complete|POST /logout|GET /admin/status
POST /study/sessions|PATCH /study/sessions/{id}|GET /study/sessions
GET /study/sessions/today/unfinished|GET /study/sessions/today/unfinished/mixed
GET /study/sessions/today/finished|GET /study/sessions/today/finished/mixed
GET /study/sessions/today/completion-status|GET /study/sessions/today/completion-status/mixed
GET /study/sessions/today/mixed-status|GET /study/sessions/{id}/review|POST /study/exercise-attempts
GET /study/streak|GET /study/calendar/{year}/{month}
GET /vocabulary/daily-session|POST /vocabulary/review-result|GET /vocabulary/stats|GET /vocabulary/learned
GET /reading/immersion-texts|POST /reading/immersion-texts/{id}/progress|POST /reading/questions/{id}/response
GET /grammar-exercises/random
GET /dual-language-texts|GET /dual-language-texts/{textId}|GET /dual-language-texts/{textId}/segments
GET /reading-progress/{textId}|POST /reading-progress|DELETE /reading-progress/{textId}
GET /admin/stats|GET /admin/analytics
GET /admin/vocabulary-cards|PUT /admin/vocabulary-cards/{id}/status|PUT /admin/vocabulary-cards/{id}
DELETE /admin/vocabulary-cards/{id}|POST /admin/vocabulary-cards|POST /admin/vocabulary-cards/bulk-action
POST /admin/vocabulary-cards/batch-import|GET /admin/vocabulary-cards/csv-template
GET /admin/grammar-exercises|POST /admin/grammar-exercises|PUT /admin/grammar-exercises/{id}
DELETE /admin/grammar-exercises/{id}
GET /admin/reading-texts|GET /admin/reading-texts/{id}|POST /admin/reading-texts|PUT /admin/reading-texts/{id}
DELETE /admin/reading-texts/{id}
GET /admin/dual-language-texts|POST /admin/dual-language-texts|GET /admin/dual-language-texts/{textId}
PUT /admin/dual-language-texts/{textId}|DELETE /admin/dual-language-texts/{id}
GET /admin/dual-language-texts/{textId}/segments|POST /admin/dual-language-texts/{textId}/segments
PUT /admin/dual-language-segments/{id}
GET /admin/users|POST /admin/users/{id}/sync-vocabulary-cards|POST /admin/users/sync-vocabulary-cards-all
`
  .trim()
  .split(/[|\n]/);

/** `{textId}` and `{id}` name the same path parameter. */
const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');

it('is a valid OpenAPI 3.1 document', async () => {
  const result = await new Validator().validate(openApiDocument());
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
  expect(openApiDocument().openapi).toBe('3.1.0');
});

it('describes every call of both specs’ §7 with its method', () => {
  const described = new Set(
    Object.entries(openApiDocument().paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${shape(path)}`),
    ),
  );
  const missing = SPEC_CALLS.filter((call) => {
    const [method, path] = call.split(' ');
    return !described.has(`${method} ${shape(`/api${path}`)}`);
  });
  expect(missing).toEqual([]);
});

it('documents path parameters, query parameters and bodies from the procedures’ input schemas', () => {
  const { paths } = openApiDocument();
  const segments = paths['/api/dual-language-texts/{textId}/segments']?.get as {
    parameters: { name: string }[];
  };
  expect(segments.parameters.map((p) => p.name)).toEqual(['textId', 'page', 'limit']);
  const review = paths['/api/vocabulary/review-result']?.post as {
    requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
  };
  expect(review.requestBody.content['application/json'].schema.required).toEqual(['cardId', 'result']);
  // the renamed parameter is the path's, not a body field
  const sync = paths['/api/admin/users/{id}/sync-vocabulary-cards']?.post as Record<string, unknown>;
  expect(sync.requestBody).toBeUndefined();
});

/** Routes whose success body is not JSON, so there is no JSON response to document (each with its reason). */
const NOT_JSON: Record<string, string> = {
  'GET /admin/vocabulary-cards/csv-template': 'a CSV file (reply: csv)',
  'GET /admin/vocabulary-cards/export': 'a CSV file (reply: csv)',
};

it('documents the response body of every route that answers JSON, and of no route that does not', () => {
  const undocumented = restEndpoints()
    .filter(({ route }) => !route.output)
    .map(({ route }) => `${route.method} ${route.path}`);
  expect(undocumented.sort()).toEqual(Object.keys(NOT_JSON).sort());
  for (const { route } of restEndpoints())
    if (`${route.method} ${route.path}` in NOT_JSON) expect(route.reply).toBe('csv');
  const session = openApiDocument().paths['/api/study/sessions/today/finished/mixed']?.get as {
    responses: { '200': { content: { 'application/json': { schema: { required: string[] } } } } };
  };
  expect(session.responses['200'].content['application/json'].schema.required).toEqual([
    'hasFinishedSession',
    'session',
  ]);
});

describeApp('the REST description', (t) => {
  it('serves the document at /api/openapi.json and the reference page at /api/docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });
});
