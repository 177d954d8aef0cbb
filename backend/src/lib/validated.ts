import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import * as v from 'valibot';
import { issuesToFieldErrors } from '@venue/api';
import { validationFailed } from './api-error.js';

type AnySchema = v.GenericSchema<unknown, unknown>;

type Schemas = { body?: AnySchema; params?: AnySchema; query?: AnySchema };

type Output<S> = S extends AnySchema ? v.InferOutput<S> : undefined;

export type ValidatedInput<S extends Schemas> = {
  body: Output<S['body']>;
  params: Output<S['params']>;
  query: Output<S['query']>;
};

const PROBLEM = { body: 'Request body is invalid', params: 'Path parameters are invalid', query: 'Query string is invalid' } as const;

function parsePart(part: keyof Schemas, schema: AnySchema | undefined, input: unknown): unknown {
  if (!schema) return undefined;
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
  return async function validatedHandler(request, reply) {
    const input = {
      params: parsePart('params', schemas.params, request.params),
      query: parsePart('query', schemas.query, request.query),
      body: parsePart('body', schemas.body, request.body),
    } as ValidatedInput<S>;
    return handler(input, request, reply);
  };
}
