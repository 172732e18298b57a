import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { adminProcedure, documentedSchemas } from '@keelerada/api';
import type { AnyProcedure } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type RestEndpoint, restEndpoints } from './rest-adapter.ts';

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument extends JsonSchema {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  components: JsonSchema;
  security: JsonSchema[];
  paths: Record<string, Record<string, JsonSchema>>;
}

/** The one error body (`{ "error": message }`, the error catalogue's), a shared component. */
const ERROR_REF = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string): JsonSchema => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

/** The error responses every route shares, as components (a 409's description is the route's own). */
const ERROR_RESPONSES = {
  BadRequest: errorResponse(
    'Bad input: the first problem found, in words (e.g. "Page must be a whole number of at least 1.")',
  ),
  Unauthorized: errorResponse('No valid bearer token'),
  Forbidden: errorResponse('Signed in, but not an admin'),
  NotFound: errorResponse('Nothing with that id (or it is in the trash)'),
} as const;
const responseRef = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/** Who may call a procedure, read from its middlewares (adminProcedure's last is the admin check). */
type Access = 'public' | 'signed-in' | 'admin';
const procedureMiddlewares = (procedure: AnyProcedure | typeof adminProcedure) =>
  (procedure as unknown as { _def: { middlewares: unknown[] } })._def.middlewares;
const SIGNED_IN_CHECK = procedureMiddlewares(adminProcedure)[0];
const ADMIN_CHECK = procedureMiddlewares(adminProcedure).at(-1);
function accessOf(procedure: AnyProcedure): Access {
  const middlewares = procedureMiddlewares(procedure);
  if (middlewares.includes(ADMIN_CHECK)) return 'admin';
  return middlewares.includes(SIGNED_IN_CHECK) ? 'signed-in' : 'public';
}

type ZodDef = { type: string; in?: z.ZodType; out?: z.ZodType; innerType?: z.ZodType; entries?: object };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** The schema under optional / nullable / default wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  return ['optional', 'nullable', 'default', 'prefault'].includes(def.type) && def.innerType
    ? unwrapped(def.innerType)
    : schema;
}

/**
 * What a caller may send, where zod's input side cannot say it: a text parsed into an enum (the admin lists'
 * `optionalFilter`: blank or "all" means no filter) lists the enum's values, and a whole number from a number or a
 * decimal text (`wholeNumber`, `intParam`, `positiveInt`) shows its bounds and its digits, without a minus sign when it
 * cannot be negative (ids).
 * Documentation only: the schemas themselves decide what is accepted.
 */
function describeInput({
  zodSchema,
  jsonSchema: json,
}: {
  zodSchema: unknown;
  jsonSchema: JsonSchema;
}): void {
  const schema = zodSchema as z.ZodType;
  const def = defOf(schema);
  if (def.type !== 'pipe' || !def.out) return;
  const out = unwrapped(def.out);
  const outDef = defOf(out);
  if (outDef.type === 'enum' && outDef.entries && json.enum === undefined) {
    const values = Object.values(outDef.entries) as string[];
    const nullable = schema.safeParse(null).success;
    for (const key of ['type', 'anyOf', 'enum', 'pattern', 'minLength', 'maxLength']) delete json[key];
    Object.assign(
      json,
      nullable
        ? { anyOf: [{ type: 'string', enum: values }, { type: 'null' }] }
        : { type: 'string', enum: values },
    );
    if (schema.safeParse('all').success && schema.safeParse('').success)
      json.description = 'Blank or `all` counts as not sent (no filter).';
  }
  if (out instanceof z.ZodNumber && out.isInt && Array.isArray(json.anyOf)) {
    const bounds = {
      ...(out.minValue !== null && Number.isSafeInteger(out.minValue) ? { minimum: out.minValue } : {}),
      ...(out.maxValue !== null && Number.isSafeInteger(out.maxValue) ? { maximum: out.maxValue } : {}),
    };
    const digits = (out.minValue ?? -1) >= 0 ? '^\\d+$' : '^-?\\d+$';
    json.anyOf = (json.anyOf as JsonSchema[]).map((branch) =>
      branch.type === 'number'
        ? { type: 'integer', ...bounds }
        : branch.type === 'string'
          ? { ...branch, pattern: digits }
          : branch,
    );
  }
}

/** Where the document keeps a named schema (`named` in packages/api/src/responses). */
const COMPONENT = '#/components/schemas/';

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): as a caller sends it, or as the route answers. A named
 * schema inside an answer is a `$ref` to its component (zod puts it in `$defs`; every one of those is a component).
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const {
    $schema: _,
    $defs: __,
    ...rest
  } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    ...(io === 'input' ? { override: describeInput } : { metadata: documentedSchemas }),
  });
  return io === 'output' ? JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', `"${COMPONENT}`)) : rest;
}

/** The named response schemas, as components referring to each other by name. */
function namedComponents(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(documentedSchemas, {
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `${COMPONENT}${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _, $id: __, ...schema }]) => [id, schema]),
  );
}

/** The procedure's input as JSON Schema, without what the path supplies (its parameters and `fixed`). */
function inputSchema({ procedure, route }: RestEndpoint, pathParams: string[]): JsonSchema | null {
  const parser = procedure._def.inputs[0];
  if (!(parser instanceof z.ZodType)) return null;
  const schema = jsonSchema(parser, 'input');
  const properties = { ...(schema.properties as Record<string, JsonSchema> | undefined) };
  const taken = [...pathParams.map((p) => route.params?.[p] ?? p), ...Object.keys(route.fixed ?? {})];
  for (const name of taken) delete properties[name];
  const required = ((schema.required as string[] | undefined) ?? []).filter((n) => !taken.includes(n));
  const { required: _, ...rest } = schema;
  return required.length ? { ...rest, properties, required } : { ...rest, properties };
}

/** A path parameter's schema: its input field's text form (`{ type: string, pattern: "^\\d+$" }` for an id). */
function pathParamSchema({ procedure, route }: RestEndpoint, name: string): JsonSchema {
  const parser = procedure._def.inputs[0];
  if (!(parser instanceof z.ZodType)) return { type: 'string' };
  const field = (jsonSchema(parser, 'input').properties as Record<string, JsonSchema> | undefined)?.[
    route.params?.[name] ?? name
  ];
  const text = [field, ...((field?.anyOf as JsonSchema[] | undefined) ?? [])].find(
    (s) => s?.type === 'string',
  );
  return text ?? { type: 'string' };
}

/** The error responses a route can give: 400 always, 401/403 by who may call it, 404 and 409 as its meta says. */
function errorResponses(endpoint: RestEndpoint, pathParams: string[]): JsonSchema {
  const { route } = endpoint;
  const access = accessOf(endpoint.procedure);
  return {
    '400': responseRef('BadRequest'),
    ...(access !== 'public' ? { '401': responseRef('Unauthorized') } : {}),
    ...(access === 'admin' ? { '403': responseRef('Forbidden') } : {}),
    ...((route.notFound ?? pathParams.length > 0) ? { '404': responseRef('NotFound') } : {}),
    ...(route.conflicts ? { '409': errorResponse(`Conflict: ${route.conflicts}`) } : {}),
  };
}

function operation(endpoint: RestEndpoint): JsonSchema {
  const { route, procedurePath } = endpoint;
  const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const input = inputSchema(endpoint, pathParams);
  const inQuery = route.method === 'GET' || route.method === 'DELETE';
  const queryParams = inQuery
    ? Object.entries((input?.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]) => ({
        name,
        in: 'query',
        required: ((input?.required as string[] | undefined) ?? []).includes(name),
        schema,
      }))
    : [];
  const success =
    route.reply === 'csv'
      ? { description: 'A CSV file', content: { 'text/csv': { schema: { type: 'string' } } } }
      : {
          description: 'Success (204 when there is nothing to send)',
          content: {
            'application/json': { schema: route.output ? jsonSchema(route.output, 'output') : {} },
          },
        };
  return {
    operationId: `${procedurePath}${route.fixed ? '.fixed' : ''}`,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [procedurePath.split('.')[0]],
    ...(accessOf(endpoint.procedure) === 'public' ? { security: [{}, { bearer: [] }] } : {}),
    parameters: [
      ...pathParams.map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: pathParamSchema(endpoint, name),
      })),
      ...queryParams,
    ],
    ...(!inQuery && input && Object.keys(input.properties as object).length > 0
      ? { requestBody: { required: true, content: { 'application/json': { schema: input } } } }
      : {}),
    responses: {
      [String(route.status ?? 200)]: success,
      ...(route.reply === 'created' ? { '201': success } : {}),
      '204': { description: 'No content' },
      ...errorResponses(endpoint, pathParams),
    },
  };
}

/** The OpenAPI 3.1 description of every `.meta({ rest })` route, built from the same declarations as the routes. */
export function openApiDocument(): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of restEndpoints()) {
    const path = `/api${endpoint.route.path.replace(/:(\w+)/g, '{$1}')}`;
    paths[path] = { ...paths[path], [endpoint.route.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Keelerada REST API',
      version: '1.0.0',
      description:
        'The documented REST facade (learner-app.md and admin-back-office.md §7). Each route runs the same tRPC ' +
        'procedure the web apps call at /trpc. Send `Authorization: Bearer <token>`.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        ...namedComponents(),
        Error: {
          type: 'object',
          description: 'Every 4xx and 5xx body (a 5xx says only "Internal server error").',
          properties: { error: { type: 'string', description: 'What went wrong, in words for a person' } },
          required: ['error'],
        },
      },
      responses: ERROR_RESPONSES,
    },
    security: [{ bearer: [] }],
    paths,
  };
}

/** GET /api/openapi.json and the Swagger UI reference page at /api/docs (served from the package, no CDN). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const document = openApiDocument();
  // the plugin's type names OpenAPI 2 and 3.0 documents only; this one is 3.1 (openapi.test.ts validates it)
  const specification = { document } as unknown as StaticDocumentSpec;
  await app.register(swagger, { mode: 'static', specification });
  app.get('/api/openapi.json', async () => document);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
