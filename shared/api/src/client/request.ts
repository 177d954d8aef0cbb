import * as v from 'valibot';
import { ApiErrorBodySchema } from '../schemas/errors';
import { getApiConfig } from './api-config';
import { ApiError } from './api-error';
import { buildUrl, type QueryParams } from './build-url';
import { takeEarly } from './early-requests';
import { parseRetryAfter } from './retry-after';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions<TSchema extends v.GenericSchema> {
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly query?: QueryParams;
  /** Validates the answer; a mismatch fails with kind `invalid-response`. */
  readonly schema: TSchema;
  readonly signal?: AbortSignal;
}

export interface ApiBase {
  /** Path segment under the API URL: `users`, `public` or `marketplace`. */
  readonly name: string;
  /** Whether requests carry the bearer token (and a 401 means the session ended). */
  readonly authenticated: boolean;
}

function transportError(cause: unknown, timedOut: boolean, cancelled: boolean): ApiError {
  if (timedOut) return new ApiError({ kind: 'timeout', cause, message: 'API request timed out' });
  if (cancelled) return new ApiError({ kind: 'cancel', cause, message: 'API request was cancelled' });
  return new ApiError({ kind: 'network', cause, message: 'API request failed to reach the server' });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  // 204 and other empty answers carry no body; the schema decides whether that is acceptable.
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function httpError(response: Response, text: string): ApiError {
  const parsed = parseJson(text);
  const body = parsed.ok ? v.safeParse(ApiErrorBodySchema, parsed.value) : null;
  const headerRetryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  if (body?.success) {
    return new ApiError({
      kind: 'http',
      status: response.status,
      code: body.output.code,
      fieldErrors: body.output.fieldErrors ?? {},
      retryAfterSeconds: body.output.retryAfterSeconds ?? headerRetryAfter,
      message: body.output.message,
      body: parsed.ok ? parsed.value : undefined,
    });
  }
  // A proxy or gateway answering with HTML still yields a usable error.
  return new ApiError({ kind: 'http', status: response.status, retryAfterSeconds: headerRetryAfter });
}

/** `promise`, or a rejection once `signal` aborts (a timeout, the caller's cancel) if that comes first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    promise.then(resolve, reject);
  });
}

/** One call to the backend: timeout, cancellation, bearer token, error body and answer validation. */
export async function request<TSchema extends v.GenericSchema>(
  base: ApiBase,
  method: HttpMethod,
  path: string,
  options: RequestOptions<TSchema>,
): Promise<v.InferOutput<TSchema>> {
  const config = getApiConfig();
  const { signal } = options;
  if (signal?.aborted) throw new ApiError({ kind: 'cancel', cause: signal.reason });

  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeoutMs);

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const language = config.getLanguage?.();
  if (language) headers['Accept-Language'] = language;
  const token = base.authenticated ? config.getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  try {
    let response: Response;
    let text: string;
    try {
      const url = buildUrl(`${config.apiUrl}/${base.name}`, path, options.query);
      const send = () =>
        fetch(url, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: controller.signal,
          // The token travels in the Authorization header; cookies of the API origin are not needed.
          credentials: 'omit',
        });
      // A page's first GET without a session may be on its way already, sent by the host's entry.
      const early = method === 'GET' && !token ? takeEarly(url, language) : undefined;
      response = await (early ? untilAborted(early.catch(send), controller.signal) : send());
      text = await response.text();
    } catch (cause) {
      throw transportError(cause, timedOut, signal?.aborted === true);
    }

    if (!response.ok) {
      // A request sent without a token (one a page asks again after sign-out) ends no session.
      if (response.status === 401 && token) config.onUnauthorized();
      throw httpError(response, text);
    }

    const parsed = parseJson(text);
    if (!parsed.ok) {
      throw new ApiError({ kind: 'invalid-response', status: response.status, message: 'API answer is not JSON' });
    }
    const result = v.safeParse(options.schema, parsed.value);
    if (!result.success) {
      throw new ApiError({
        kind: 'invalid-response',
        status: response.status,
        message: `API answer does not match its schema: ${v.summarize(result.issues)}`,
        cause: result.issues,
      });
    }
    return result.output;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}
