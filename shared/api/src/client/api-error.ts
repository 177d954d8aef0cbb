import type { ErrorCode, FieldErrors } from '../schemas/errors';

/**
 * - `http`: the server answered non-2xx (see `status`, `code`, `fieldErrors`).
 * - `network`: no answer (offline, DNS, CORS, connection reset).
 * - `timeout`: no answer within the configured limit.
 * - `cancel`: the caller aborted (e.g. the component unmounted).
 * - `invalid-response`: a 2xx answer whose body does not match the expected schema.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'cancel' | 'invalid-response';

/** Message key (namespace `common`) for failures the user cannot act on beyond retrying. */
export const GENERIC_ERROR_KEY = 'errors.generic';

/** Message key (namespace `common`) for a server too busy right now: the same request may succeed in a moment. */
export const BUSY_ERROR_KEY = 'errors.busy';

export interface ApiErrorInit {
  readonly kind: ApiErrorKind;
  readonly status?: number | null;
  readonly code?: ErrorCode | (string & {}) | null;
  readonly fieldErrors?: FieldErrors;
  readonly retryAfterSeconds?: number | null;
  readonly message?: string;
  readonly cause?: unknown;
  /** The whole parsed error body, for answers that carry more than the common fields. */
  readonly body?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status for `http` and `invalid-response`, otherwise null. */
  readonly status: number | null;
  /** The body's `code` (e.g. `INVALID_CODE`) for `http` errors with a structured body. */
  readonly code: ErrorCode | (string & {}) | null;
  /** Field path → i18n key and params, from a validation failure. Empty when none. */
  readonly fieldErrors: FieldErrors;
  /** Seconds to wait before retrying (429), from the body or the Retry-After header. */
  readonly retryAfterSeconds: number | null;
  /**
   * What to tell the user (namespace `common`) when the caller has nothing more specific: the
   * busy message for a 503, the generic one for everything else (network, timeout and cancel
   * included).
   */
  readonly messageKey: string;
  /**
   * The parsed error body as the server sent it (undefined when it was not JSON). Endpoint
   * clients read extra fields from it with their own schema, e.g. a 409's free alternatives.
   */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message ?? `API request failed (${init.kind}${init.status ? ` ${init.status}` : ''})`, {
      cause: init.cause,
    });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.code = init.code ?? null;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.body = init.body;
    this.messageKey = messageKeyOf(this.kind, this.status, this.code);
  }
}

// Any 503, not only SERVICE_BUSY: a proxy in front of the API answers a bare 503 when the
// backend is overloaded or restarting, and that too passes after a short wait.
function messageKeyOf(kind: ApiErrorKind, status: number | null, code: string | null): string {
  if (kind === 'http' && (code === 'SERVICE_BUSY' || status === 503)) return BUSY_ERROR_KEY;
  return GENERIC_ERROR_KEY;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A failure the API words itself: `messageKey` is a key of the `common` namespace. */
export interface ApiMessage {
  readonly kind: 'api-message';
  readonly messageKey: string;
}

/**
 * The API's own message when it says more than "an error occurred" (today: busy, try again in
 * a moment). It wins over a feature's fallback: a busy server has not refused the booking, the
 * door or the deletion, and the user should simply retry. Null for every other failure.
 */
export function apiMessageOf(error: unknown): ApiMessage | null {
  return isApiError(error) && error.messageKey !== GENERIC_ERROR_KEY ? { kind: 'api-message', messageKey: error.messageKey } : null;
}
