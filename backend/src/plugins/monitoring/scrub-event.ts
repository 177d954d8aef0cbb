import { CENSOR, loggableUrl } from '../log-redaction.js';

/**
 * The parts of a Sentry event (error or transaction) this API sends. A structural subset of
 * `@sentry/core`'s `Event`, so the scrubber is tested without the SDK.
 */
export type ReportedEvent = {
  transaction?: string;
  message?: string;
  request?: {
    url?: string;
    method?: string;
    headers?: Record<string, string>;
    cookies?: unknown;
    data?: unknown;
    query_string?: unknown;
    env?: unknown;
  };
  exception?: { values?: { type?: string; value?: string }[] };
  breadcrumbs?: { message?: string; data?: Record<string, unknown> }[];
  extra?: Record<string, unknown>;
  contexts?: Record<string, Record<string, unknown> | undefined>;
  tags?: Record<string, unknown>;
  user?: unknown;
  spans?: { description?: string; data?: Record<string, unknown> }[];
};

/** Request headers worth sending: none of them carries a credential. */
const KEPT_HEADERS = new Set(['accept', 'accept-language', 'content-type', 'content-length', 'user-agent', 'host']);

/** Keys whose value is a secret wherever they appear (`token`, `magic_token`, `sms_code`, `Authorization`…). */
const SECRET_KEY = /token|secret|password|passwd|authorization|cookie|session|code|otp|pin|phone|email|iban|signature|hash|key|uuid/i;

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
// A bearer or JWT-like token, a long random string with a digit in it, a phone number, an SMS code beside its name.
const BEARER = /\bBearer\s+[\w.~+/=-]+/gi;
const OPAQUE = /\b(?=[\w~-]*\d)(?=[\w~-]*[a-zA-Z])[\w~-]{20,}\b/g;
const PHONE = /\+?\b\d[\d ]{7,14}\d\b/g;
const NAMED_CODE = /\b(code|otp|pin)(["']?\s*[:=]\s*["']?)\d{3,8}\b/gi;

/** A free text (an error message, a breadcrumb) with capability ids, tokens, phone numbers and codes replaced. */
export function scrubText(text: string): string {
  return text
    .replace(BEARER, `Bearer ${CENSOR}`)
    .replace(UUID, CENSOR)
    .replace(OPAQUE, CENSOR)
    .replace(NAMED_CODE, (_match, name: string, separator: string) => `${name}${separator}${CENSOR}`)
    .replace(PHONE, CENSOR);
}

/** URLs keep their route shape: capability path segments (pay-by-link, share tokens, kiosk uuids) and query values go. */
function scrubUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${loggableUrl(`${parsed.pathname}${parsed.search}`)}`;
  } catch {
    return loggableUrl(url);
  }
}

/** Span and request attributes of the SDK (`http.status_code`, `sentry.op`) are not secrets, whatever their names. */
const SDK_ATTRIBUTE = /^(http|sentry|net|url|otel|server)\.|^status_code$/;

function scrubValue(key: string, value: unknown, depth: number): unknown {
  if (SECRET_KEY.test(key) && !SDK_ATTRIBUTE.test(key)) return CENSOR;
  if (typeof value === 'string') return /url|path|target|route/i.test(key) ? scrubUrl(value) : scrubText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue('', item, depth + 1));
  return scrubRecord(value as Record<string, unknown>, depth + 1);
}

function scrubRecord(record: Record<string, unknown>, depth = 0): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, scrubValue(key, value, depth)]));
}

/**
 * What leaves for the error-reporting service: no cookies, no credentials, no request bodies
 * (SMS codes, phone numbers), no query values, and no capability URLs (a pay-by-link uuid, a share
 * token or a kiosk uuid opens something to whoever holds it). Everything else keeps its shape, so
 * a report still says which route failed and how.
 */
export function scrubEvent<E extends ReportedEvent>(event: E): E {
  const scrubbed: E = { ...event };
  if (scrubbed.transaction) scrubbed.transaction = scrubRouteName(scrubbed.transaction);
  if (scrubbed.message) scrubbed.message = scrubText(scrubbed.message);
  if (scrubbed.request) {
    const { url, method, headers } = scrubbed.request;
    scrubbed.request = {
      ...(url ? { url: scrubUrl(url) } : {}),
      ...(method ? { method } : {}),
      headers: Object.fromEntries(Object.entries(headers ?? {}).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase()))),
    };
  }
  if (scrubbed.exception?.values) {
    scrubbed.exception = {
      ...scrubbed.exception,
      values: scrubbed.exception.values.map((value) => ({ ...value, ...(value.value ? { value: scrubText(value.value) } : {}) })),
    };
  }
  if (scrubbed.breadcrumbs) {
    scrubbed.breadcrumbs = scrubbed.breadcrumbs.map((crumb) => ({
      ...crumb,
      ...(crumb.message ? { message: scrubText(crumb.message) } : {}),
      ...(crumb.data ? { data: scrubRecord(crumb.data) } : {}),
    }));
  }
  if (scrubbed.spans) {
    scrubbed.spans = scrubbed.spans.map((span) => ({
      ...span,
      ...(span.description ? { description: scrubRouteName(span.description) } : {}),
      ...(span.data ? { data: scrubRecord(span.data) } : {}),
    }));
  }
  if (scrubbed.extra) scrubbed.extra = scrubRecord(scrubbed.extra);
  if (scrubbed.contexts) {
    scrubbed.contexts = Object.fromEntries(
      Object.entries(scrubbed.contexts).map(([name, context]) => [
        name,
        // The trace context holds only ids the service needs to join the browser's trace.
        context && name !== 'trace' ? scrubRecord(context) : context,
      ]),
    );
    const trace = scrubbed.contexts.trace;
    if (trace?.data && typeof trace.data === 'object') {
      scrubbed.contexts.trace = { ...trace, data: scrubRecord(trace.data as Record<string, unknown>) };
    }
  }
  delete scrubbed.user;
  return scrubbed;
}

/** `GET /api/public/reservation/<uuid>` → `GET /api/public/reservation/:[redacted]`. */
function scrubRouteName(name: string): string {
  const [method, ...rest] = name.split(' ');
  const path = rest.join(' ');
  return path.startsWith('/') ? `${method} ${loggableUrl(path)}` : scrubText(name);
}
