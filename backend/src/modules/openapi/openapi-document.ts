import * as v from 'valibot';
import { ApiErrorBodySchema } from '@venue/api';
import { BOUNDED_COMPONENTS, toOpenApiSchema, type JsonSchema } from './json-schema.js';
import type { CatalogRoute } from './route-catalog.js';
import { ROUTE_DOCS } from './route-docs.js';

type AnySchema = v.GenericSchema<unknown, unknown>;

export type OpenApiParameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };

export type OpenApiOperation = {
  operationId: string;
  summary?: string;
  tags: string[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  /** `[]`: no sign-in; `[{ bearerAuth: [] }]`: required; `[{}, { bearerAuth: [] }]`: optional. */
  security: Record<string, string[]>[];
  responses: Record<string, unknown>;
};

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown>; responses: Record<string, unknown> };
};

const BEARER = { bearerAuth: [] };

/** `/api/users/reservation/:id` → `/api/users/reservation/{id}`. */
export function openApiPath(fastifyUrl: string): string {
  return fastifyUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function pathParamNames(fastifyUrl: string): string[] {
  return [...fastifyUrl.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

function tagOf(url: string): string {
  return /^\/api\/([^/]+)/.exec(url)?.[1] ?? url.split('/')[1] ?? 'api';
}

function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}

function objectSchema(schema: AnySchema | undefined): { properties: Record<string, JsonSchema>; required: string[] } {
  if (!schema) return { properties: {}, required: [] };
  const json = toOpenApiSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  return { properties, required: Array.isArray(json.required) ? json.required : [] };
}

function parametersOf(route: CatalogRoute): OpenApiParameter[] {
  const params = objectSchema(route.schemas.params);
  const query = objectSchema(route.schemas.query);
  return [
    // A path segment is always there; a route that reads it without a schema still documents it as text.
    ...pathParamNames(route.url).map((name): OpenApiParameter => ({
      name,
      in: 'path',
      required: true,
      schema: params.properties[name] ?? { type: 'string' },
    })),
    ...Object.entries(query.properties).map(([name, schema]): OpenApiParameter => ({
      name,
      in: 'query',
      required: query.required.includes(name),
      schema,
    })),
  ];
}

function requestBodyOf(route: CatalogRoute): OpenApiOperation['requestBody'] {
  const schema = route.schemas.body;
  if (!schema) return undefined;
  // The JSON body parser turns an absent body into `undefined`; a schema that accepts it makes the body optional.
  const required = !v.safeParse(schema, undefined).success;
  return { required, content: { 'application/json': { schema: toOpenApiSchema(schema) } } };
}

function securityOf(route: CatalogRoute): OpenApiOperation['security'] {
  if (route.authenticated) return [BEARER];
  if (ROUTE_DOCS[`${route.method} ${route.url}`]?.auth === 'optional') return [{}, BEARER];
  return [];
}

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

function operationOf(route: CatalogRoute): OpenApiOperation {
  const doc = ROUTE_DOCS[`${route.method} ${route.url}`];
  const requestBody = requestBodyOf(route);
  return {
    operationId: operationId(route.method, route.url),
    ...(doc ? { summary: doc.summary } : {}),
    tags: [tagOf(route.url)],
    parameters: parametersOf(route),
    ...(requestBody ? { requestBody } : {}),
    security: securityOf(route),
    responses: { '2XX': { description: 'Success' }, '4XX': ERROR_RESPONSE, '5XX': ERROR_RESPONSE },
  };
}

/**
 * The OpenAPI 3.1 document of the routes the app registered, with the input schemas of their
 * `validated()` handlers converted from the shared valibot schemas. Every error answer shares one
 * body, `ApiError`.
 */
export function buildOpenApiDocument(routes: readonly CatalogRoute[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const path = openApiPath(route.url);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Venue booking API',
      version,
      description:
        'Generated from the registered routes and the shared valibot schemas of @venue/api. Every non-2xx answer has the `ApiError` body.',
    },
    paths,
    components: {
      schemas: {
        ...BOUNDED_COMPONENTS,
        // Some errors add fields (`alternatives` on a 409, `open_before_minutes` on DOOR_NOT_ALLOWED).
        ApiError: { ...toOpenApiSchema(ApiErrorBodySchema), additionalProperties: true },
      },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The session token from /api/users/auth/otp_token' } },
      responses: {
        Error: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
      },
    },
  };
}
