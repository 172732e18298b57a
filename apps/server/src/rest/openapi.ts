import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
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

const errorBody: JsonSchema = {
  type: 'object',
  properties: { error: { type: 'string' } },
  required: ['error'],
};

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), as a caller sends it (`io: 'input'`). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
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
    summary: `tRPC ${procedurePath}`,
    tags: [procedurePath.split('.')[0]],
    parameters: [
      ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...queryParams,
    ],
    ...(!inQuery && input && Object.keys(input.properties as object).length > 0
      ? { requestBody: { required: true, content: { 'application/json': { schema: input } } } }
      : {}),
    responses: {
      [String(route.status ?? 200)]: success,
      ...(route.reply === 'created' ? { '201': success } : {}),
      '204': { description: 'No content' },
      '4XX': {
        description: 'Bad input (400), no token (401), no right (403), nothing there (404), conflict (409)',
        content: { 'application/json': { schema: errorBody } },
      },
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
