import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiErrorBody, ErrorCode } from '@venue/api';
import { isDatabaseBusy } from '../db/database-busy.js';
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

/**
 * When a busy database may be asked again. Requests hold a connection for milliseconds, so a
 * couple of seconds drains a burst; clients that honour it do not pile onto the queue at once.
 */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 2;

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
 * status; a database too busy to give a connection in time is a 503 SERVICE_BUSY with
 * Retry-After; anything unexpected becomes a 500 whose body says nothing about the cause.
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
    if (isDatabaseBusy(error)) {
      // Expected under overload and answered properly: a warning, not an error per request.
      request.log.warn({ err: error }, 'Database busy');
      return send(reply, 503, {
        code: 'SERVICE_BUSY',
        message: 'The service is busy; try again shortly',
        retryAfterSeconds: DATABASE_BUSY_RETRY_AFTER_SECONDS,
      });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return send(reply, 500, { code: 'INTERNAL', message: 'Internal server error' });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, { code: 'NOT_FOUND', message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );
}
