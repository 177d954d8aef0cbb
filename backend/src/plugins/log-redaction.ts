import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

export const CENSOR = '[redacted]';

// Secrets must never reach the logs. Fastify logs no headers or bodies by default; these paths
// cover anything a future log call might pass along.
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'body',
  '*.body',
  'token',
  '*.token',
  'magic_token',
  '*.magic_token',
  'text',
  '*.text',
  'redirect_url',
  '*.redirect_url',
  'redirectUrl',
  '*.redirectUrl',
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A random token (session, magic link, sandbox payment): long, URL-safe and with a digit somewhere,
// which the literal path words (`get_object_availabilities`, `resend_confirmation`) never have.
const OPAQUE = /^(?=.*\d)[\w.~%-]{16,}$/;

function secretSegment(segment: string): boolean {
  return UUID.test(segment) || OPAQUE.test(segment);
}

/**
 * The request path as it may be logged. The pay-by-link uuid (`/public/reservation/:uuid`,
 * `/payment/:uuid`), the sandbox gateway's `/pay/:token` and any other path parameter that is not a
 * plain number are replaced by the parameter's name; query values are dropped (a `return=` URL can
 * carry a link of its own), their names kept for diagnosis. Unmatched paths (404s) fall back to
 * recognising uuids and random tokens by their shape.
 */
export function loggableUrl(url: string, route?: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const segments = path.split('/');
  const pattern = route?.split('/');
  const byRoute = pattern && pattern.length === segments.length && !route?.includes('*');
  const safe = segments.map((segment, i) => {
    const name = byRoute ? pattern[i] : undefined;
    if (name?.startsWith(':')) return /^\d+$/.test(segment) ? segment : name;
    if (secretSegment(segment) || (i > 0 && segments[i - 1] === 'pay')) return `:${CENSOR}`;
    return segment;
  });
  let logged = safe.join('/');
  if (queryAt >= 0) {
    const names = new URLSearchParams(url.slice(queryAt + 1)).keys();
    logged += `?${[...new Set(names)].map((key) => `${encodeURIComponent(key)}=${CENSOR}`).join('&')}`;
  }
  return logged;
}

function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: loggableUrl(request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// Fields of drizzle and pg/PGlite errors that carry the values of a query: `params` (drizzle's
// DrizzleQueryError), `parameters`, and `detail` (`Key (phone)=(+48…) already exists`).
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);
const MAX_CAUSES = 5;

type ErrorLike = Error & Record<string, unknown>;

function isErrorLike(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

function scrubMessage(error: ErrorLike): string {
  let message = error.message;
  // drizzle: `Failed query: <sql with $1…>\nparams: <values>`.
  if ('params' in error) message = message.split('\nparams:')[0] ?? '';
  // pg data exceptions (SQLSTATE class 22) quote the offending value: `invalid input syntax for type uuid: "…"`.
  if (typeof error.code === 'string' && error.code.startsWith('22')) message = message.replace(/"[^"]*"/g, `"${CENSOR}"`);
  return message;
}

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

function serializeErrorLike(error: ErrorLike, depth: number): SerializedError {
  const message = scrubMessage(error);
  const out: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message,
    stack: typeof error.stack === 'string' ? error.stack.replace(error.message, () => message) : '',
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'message' || key === 'stack' || key === 'cause') continue;
    if (VALUE_FIELDS.has(key)) out[key] = CENSOR;
    else if (isErrorLike(value)) out[key] = depth < MAX_CAUSES ? serializeErrorLike(value, depth + 1) : value.constructor?.name;
    else if (key === 'errors' && Array.isArray(value)) out[key] = value.map((item) => serializeError(item, depth + 1));
    else out[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/**
 * An error as it may be logged: type, message, stack and own fields, recursively through `cause`,
 * with every value a database error carries from its query redacted (the SQL text keeps only its
 * `$1` placeholders, so it stays for diagnosis).
 */
export function serializeError(error: unknown, depth = 0): unknown {
  return isErrorLike(error) ? serializeErrorLike(error, depth) : error;
}

/** The Fastify logger: redacted paths, requests without secrets in their URL, errors without query values. */
export function loggerOptions(config: Config, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent' && !stream) return false;
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: {
      req: serializeRequest,
      // Whatever was thrown: a non-error value is logged as its text.
      err: (error: unknown) =>
        isErrorLike(error) ? serializeErrorLike(error, 0) : { type: typeof error, message: String(error), stack: '' },
    },
    ...(stream ? { stream } : {}),
  };
}
