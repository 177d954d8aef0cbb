import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import * as v from 'valibot';
import { issuesToFieldErrors } from '@venue/api';
import { validationFailed } from './api-error.js';

type AnySchema = v.GenericSchema<unknown, unknown>;

export type InputSchemas = { body?: AnySchema; params?: AnySchema; query?: AnySchema };
type Schemas = InputSchemas;

type Output<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

export type ValidatedInput<S extends Schemas> = {
  body: Output<S['body']>;
  params: Output<S['params']>;
  query: Output<S['query']>;
};

// Fastify never sees the valibot schemas; the OpenAPI document finds them here by the route's handler.
const schemasByHandler = new WeakMap<RouteHandlerMethod, InputSchemas>();

/** The schemas a handler made by `validated()` checks its input with; undefined for any other handler. */
export function inputSchemasOf(handler: unknown): InputSchemas | undefined {
  return typeof handler === 'function' ? schemasByHandler.get(handler as RouteHandlerMethod) : undefined;
}

const PROBLEM = { body: 'Request body is invalid', params: 'Path parameters are invalid', query: 'Query string is invalid' } as const;

/**
 * Where a text with a NUL character sits in the input, if anywhere. PostgreSQL's `text` cannot
 * hold one (it fails the statement), and no field of this API has a use for it.
 */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_form' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

function parsePart(part: keyof Schemas, schema: AnySchema | undefined, input: unknown): unknown {
  if (!schema) return undefined;
  const nul = nulPath(input, '');
  if (nul) throw validationFailed({ [nul]: { key: 'validation.invalid' } }, PROBLEM[part]);
  const result = v.safeParse(schema, input);
  if (!result.success) throw validationFailed(issuesToFieldErrors(result.issues), PROBLEM[part]);
  return result.output;
}

/**
 * Wraps a handler so it only runs on input that passed the shared valibot schemas; otherwise
 * the request ends in 400 VALIDATION_FAILED with field errors. The handler gets the parsed
 * (trimmed, converted) values, typed from the schemas.
 */
export function validated<S extends Schemas>(
  schemas: S,
  handler: (input: ValidatedInput<S>, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): RouteHandlerMethod {
  const validatedHandler: RouteHandlerMethod = async function validatedHandler(request, reply) {
    const input = {
      params: parsePart('params', schemas.params, request.params),
      query: parsePart('query', schemas.query, request.query),
      body: parsePart('body', schemas.body, request.body),
    } as ValidatedInput<S>;
    return handler(input, request, reply);
  };
  schemasByHandler.set(validatedHandler, schemas);
  return validatedHandler;
}
