import type { Breadcrumb, Event } from '@sentry/react';

export const REDACTED = '[redacted]';

// A capability in a path opens something to whoever holds it: the pay-by-link `/p/:uuid`, the
// share token `/s/:token` (the API's `/share/:token`) and the kiosk's `/self-checkout/:venueId/:uuid`. The venue id stays.
const CAPABILITY_PATH = /(\/(?:p|s|share|self-checkout\/\d+)\/)[^/?#\s"'<>]+/gi;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
// Query values (`?token=…`, `?return=…`): their names stay for diagnosis.
const QUERY_VALUE = /([?&][^=&#\s"'<>]+=)[^&#\s"'<>]*/g;
// A bearer or JWT-like token, a long random string with a digit in it, a phone number, an SMS code beside its name.
const BEARER = /\bBearer\s+[\w.~+/=-]+/gi;
const OPAQUE = /\b(?=[\w~-]*\d)(?=[\w~-]*[a-zA-Z])[\w~-]{20,}\b/g;
const PHONE = /\+?\b\d[\d ]{7,14}\d\b/g;
const NAMED_CODE = /\b(code|otp|pin)(["']?\s*[:=]\s*["']?)\d{3,8}\b/gi;

/** Headers the SDK may attach to an event's request: none of these carries a credential. */
const KEPT_HEADERS = new Set(['user-agent', 'referer', 'accept', 'accept-language']);
/** Ids the service joins events by (`trace_id`, `replay_id`, `sentry.replay_id`): random hex, not secrets. */
const ID_KEY = /(^|[._])id$|Id$/;

/** A URL or a free text with capability ids, query values, tokens, phone numbers and SMS codes replaced. */
export function scrubText(text: string): string {
  return text
    .replace(CAPABILITY_PATH, `$1${REDACTED}`)
    .replace(QUERY_VALUE, `$1${REDACTED}`)
    .replace(BEARER, `Bearer ${REDACTED}`)
    .replace(UUID, REDACTED)
    .replace(OPAQUE, REDACTED)
    .replace(NAMED_CODE, (_match, name: string, separator: string) => `${name}${separator}${REDACTED}`)
    .replace(PHONE, REDACTED);
}

/** Every string inside, scrubbed; ids and non-strings kept. */
function scrubValues<T>(value: T, key = '', depth = 0): T {
  if (typeof value === 'string') return (ID_KEY.test(key) ? value : scrubText(value)) as T;
  if (depth > 5 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubValues(item, '', depth + 1)) as T;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, scrubValues(item, name, depth + 1)])) as T;
}

/** A breadcrumb (navigation, fetch, console, click) without capabilities in its message or data. */
export function scrubBreadcrumb(crumb: Breadcrumb): Breadcrumb {
  return {
    ...crumb,
    ...(crumb.message ? { message: scrubText(crumb.message) } : {}),
    ...(crumb.data ? { data: scrubValues(crumb.data) } : {}),
  };
}

/**
 * What the browser sends (errors, transactions, replay events): the page URL, transaction names,
 * messages, breadcrumbs, spans and request data lose capability ids, SMS codes and phone numbers;
 * cookies and request bodies are not sent. Ids that join a trace or a replay stay.
 */
export function scrubEvent<E extends Event>(event: E): E {
  const scrubbed: E = { ...event };
  if (scrubbed.transaction) scrubbed.transaction = scrubText(scrubbed.transaction);
  if (scrubbed.message) scrubbed.message = scrubText(scrubbed.message);
  if (scrubbed.request) {
    const { url, method, headers } = scrubbed.request;
    scrubbed.request = {
      ...(url ? { url: scrubText(url) } : {}),
      ...(method ? { method } : {}),
      ...(headers
        ? { headers: scrubValues(Object.fromEntries(Object.entries(headers).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())))) }
        : {}),
    };
  }
  if (scrubbed.exception?.values) {
    scrubbed.exception = {
      ...scrubbed.exception,
      values: scrubbed.exception.values.map((value) => (value.value ? { ...value, value: scrubText(value.value) } : value)),
    };
  }
  if (scrubbed.breadcrumbs) scrubbed.breadcrumbs = scrubbed.breadcrumbs.map(scrubBreadcrumb);
  if (scrubbed.spans) {
    scrubbed.spans = scrubbed.spans.map((span) => ({
      ...span,
      ...(span.description ? { description: scrubText(span.description) } : {}),
      ...(span.data ? { data: scrubValues(span.data) } : {}),
    }));
  }
  if (scrubbed.contexts) scrubbed.contexts = scrubValues(scrubbed.contexts);
  if (scrubbed.extra) scrubbed.extra = scrubValues(scrubbed.extra);
  if (scrubbed.tags) scrubbed.tags = scrubValues(scrubbed.tags);
  // A replay event lists the pages it saw.
  const urls = (scrubbed as { urls?: unknown }).urls;
  if (Array.isArray(urls)) Object.assign(scrubbed, { urls: scrubValues(urls) });
  return scrubbed;
}

/** rrweb's page-URL event (meta) and Sentry's own frames in a recording (breadcrumbs, requests as spans). */
const META_EVENT = 4;
const CUSTOM_EVENT = 5;

/**
 * One event of a replay's recording: the page URL and the SDK's frames lose capability ids,
 * phones and SMS codes like the events above. The DOM itself is masked when recorded (text,
 * inputs, media and link targets: REPLAY_MASKED_ATTRIBUTES in sentry-options.ts).
 */
export function scrubRecordingEvent<R extends { readonly type: number; readonly data?: unknown }>(event: R): R {
  return event.type === META_EVENT || event.type === CUSTOM_EVENT ? { ...event, data: scrubValues(event.data) } : event;
}
