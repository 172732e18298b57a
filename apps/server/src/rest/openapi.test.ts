import { CONTENT_LEVELS, REVIEW_STATUSES, TRASH_KINDS } from '@keelerada/domain';
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

it('writes a schema shared by several responses once, as a component every reference resolves to', () => {
  const doc = openApiDocument();
  const text = JSON.stringify(doc);
  const schemas = doc.components.schemas as Record<string, { properties?: Record<string, unknown> }>;
  expect(Object.keys(schemas.StudySession?.properties ?? {})).toContain('sessionType');
  const sessions = doc.paths['/api/study/sessions']?.get?.responses as Record<string, unknown>;
  expect(JSON.stringify(sessions['200'])).toContain('"$ref":"#/components/schemas/StudySession"');
  // the session's fields (with their snake_case twins) are written out once, in its component
  expect(text.split('"is_vocabulary_completed":{').length - 1).toBe(1);
  const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map((m) => m[1] as string);
  expect(refs.length).toBeGreaterThan(20);
  expect(refs.filter((name) => !(name in schemas))).toEqual([]);
  expect(text).not.toContain('$defs');
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

type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  parameters: { name: string; in: string; schema: Record<string, unknown> }[];
  responses: Record<string, { $ref?: string; content?: { 'application/json': { schema: unknown } } }>;
};

/** Every operation of the document as `METHOD /api/path` → operation. */
function operations(): Map<string, Operation> {
  return new Map(
    Object.entries(openApiDocument().paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => [
        `${method.toUpperCase()} ${path}`,
        op as unknown as Operation,
      ]),
    ),
  );
}

const param = (call: string, name: string) =>
  operations()
    .get(call)
    ?.parameters.find((p) => p.name === name)?.schema;

/** The enum values a parameter's schema lists (directly or in its string branch). */
const enumOf = (schema: Record<string, unknown> | undefined): unknown[] | undefined =>
  (schema?.enum as unknown[] | undefined) ??
  ((schema?.anyOf as Record<string, unknown>[] | undefined)?.find((b) => b.enum)?.enum as
    | unknown[]
    | undefined);

it('gives every operation a human summary of its own, not the procedure name', () => {
  const summaries = [...operations().values()].map((op) => op.summary);
  for (const summary of summaries) {
    expect(summary).toMatch(/^[A-Z][^\n]{5,80}$/);
    expect(summary).not.toMatch(/tRPC|\w+\.\w+\.\w+/);
  }
  expect(new Set(summaries).size).toBe(summaries.length);
  expect(operations().get('POST /api/admin/vocabulary-cards/bulk-action')?.description).toContain(
    'expectedCount',
  );
});

it('lists the values of enum parameters, also of filters parsed from text', () => {
  expect(enumOf(param('GET /api/admin/trash', 'kind'))).toEqual([...TRASH_KINDS]);
  expect(enumOf(param('GET /api/admin/trash/lookup', 'kind'))).toEqual([...TRASH_KINDS]);
  expect(enumOf(param('GET /api/admin/history', 'kind'))).toEqual(expect.arrayContaining([...TRASH_KINDS]));
  expect(enumOf(param('GET /api/admin/vocabulary-cards', 'level'))).toEqual([...CONTENT_LEVELS]);
  expect(enumOf(param('GET /api/admin/vocabulary-cards', 'reviewStatus'))).toEqual([...REVIEW_STATUSES]);
  expect(param('GET /api/admin/vocabulary-cards', 'reviewStatus')?.description).toMatch(/all/);
  // a body's filter object too (bulk action over all matching cards)
  const bulk = openApiDocument().paths['/api/admin/vocabulary-cards/bulk-action']?.post as {
    requestBody: {
      content: { 'application/json': { schema: { properties: Record<string, Record<string, unknown>> } } };
    };
  };
  const body = bulk.requestBody.content['application/json'].schema.properties;
  expect(enumOf(body.action)).toEqual(['updateStatus', 'delete', 'setLevel', 'setWordType']);
  const matching = body.matching as { properties: Record<string, Record<string, unknown>> };
  expect(enumOf(matching.properties.reviewStatus)).toEqual([...REVIEW_STATUSES]);
});

it('shows positive ids and bounded whole numbers without a minus sign', () => {
  const document = JSON.stringify(openApiDocument());
  expect(document).not.toContain(String.raw`"^-?\\d+$"`);
  expect(param('PUT /api/admin/vocabulary-cards/{id}/status', 'id')).toEqual({
    type: 'string',
    pattern: String.raw`^\d+$`,
  });
  expect(param('GET /api/admin/history', 'itemId')).toEqual({
    anyOf: [
      { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
      { type: 'string', pattern: String.raw`^\d+$` },
    ],
  });
  expect(param('GET /api/dual-language-texts/{textId}', 'textId')).toEqual({
    type: 'string',
    pattern: String.raw`^\d+$`,
  });
});

/**
 * The routes whose procedures answer 409 (AppError('CONFLICT'): a save since `expectedUpdatedAt`, a changed count, a
 * duplicate, a stale order), as the services were read for issue fix2; a new one is added here and to its meta.
 */
const CONFLICTS = `
POST /api/admin/vocabulary-cards|PUT /api/admin/vocabulary-cards/{id}|PUT /api/admin/vocabulary-cards/{id}/status
POST /api/admin/vocabulary-cards/bulk-action|POST /api/admin/lexicon|PUT /api/admin/lexicon/{id}
POST /api/admin/grammar-exercises|PUT /api/admin/grammar-exercises/{id}|POST /api/admin/reading-texts
PUT /api/admin/reading-texts/{id}|POST /api/admin/dual-language-texts|PUT /api/admin/dual-language-texts/{textId}
PUT /api/admin/dual-language-segments/{segmentId}|PUT /api/admin/dual-language-segments/{segmentId}/position
POST /api/admin/trash/{id}/restore|POST /api/admin/trash/restore-matching|POST /api/vocabulary/review-result
`
  .trim()
  .split(/[|\n]/);

/** The routes anyone may call (a token, when sent, is used): no 401. */
const PUBLIC = new Set([
  'GET /api/admin/status',
  'GET /api/grammar-exercises/random',
  'POST /api/grammar-exercises/{id}/check',
]);

it('documents the error responses of every operation with the one shared error body', () => {
  const { components } = openApiDocument();
  expect(components.schemas).toMatchObject({
    Error: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] },
  });
  const errorRef = { $ref: '#/components/schemas/Error' };
  for (const response of Object.values(
    components.responses as Record<string, Operation['responses'][string]>,
  ))
    expect(response.content?.['application/json'].schema).toEqual(errorRef);
  const conflicting: string[] = [];
  for (const [call, op] of operations()) {
    const { responses } = op;
    const statuses = Object.keys(responses).filter((s) => s.startsWith('4'));
    expect(responses['4XX'], call).toBeUndefined();
    expect(responses['400'], call).toEqual({ $ref: '#/components/responses/BadRequest' });
    const path = call.split(' ')[1] as string;
    const admin = path.startsWith('/api/admin/') && path !== '/api/admin/status';
    const publicRoute = PUBLIC.has(call);
    expect(statuses.includes('401'), call).toBe(!publicRoute);
    expect(statuses.includes('403'), call).toBe(admin);
    if (/\{\w*[iI]d\}/.test(path))
      expect(responses['404'], call).toEqual({ $ref: '#/components/responses/NotFound' });
    if (responses['409']) {
      conflicting.push(call);
      expect(responses['409'].content?.['application/json'].schema, call).toEqual(errorRef);
    }
  }
  expect(conflicting.sort()).toEqual([...CONFLICTS].sort());
  const bulkConflict = operations().get('POST /api/admin/vocabulary-cards/bulk-action')?.responses['409'] as
    | { description: string }
    | undefined;
  expect(bulkConflict?.description).toMatch(/expectedCount/);
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
