import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiErrorBody, ErrorCode } from '@venue/api';
import { ApiError } from '../lib/api-error.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function send(reply: FastifyReply, statusCode: number, body: ApiErrorBody): FastifyReply {
  if (body.retryAfterSeconds !== undefined) void reply.header('retry-after', String(body.retryAfterSeconds));
  return reply.status(statusCode).type('application/json; charset=utf-8').send(body);
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

/**
 * Every failure leaves as `{ code, message, fieldErrors?, retryAfterSeconds? }`. Client
 * mistakes Fastify detects itself (bad JSON, wrong content type, too large) keep their 4xx
 * status; anything unexpected becomes a 500 whose body says nothing about the cause.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return send(reply, error.statusCode, { code: error.code, message: error.message, ...error.details });
    }
    if (isFastifyError(error) && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      const code = CODE_BY_STATUS[error.statusCode] ?? 'BAD_REQUEST';
      return send(reply, error.statusCode, { code, message: error.message });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return send(reply, 500, { code: 'INTERNAL', message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, { code: 'NOT_FOUND', message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );
}
