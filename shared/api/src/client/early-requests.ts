// Sent by the host's entry before the page's code has run (decision 036): imported there on its
// own (`@venue/api/early-requests`), so it must stay small and import nothing.

/** Shared by every copy of this module (the host's entry, each app's API client). */
const EARLY = Symbol.for('@venue/api/early-requests');

interface EarlyRequest {
  readonly language: string;
  readonly response: Promise<Response>;
  readonly sentAt: number;
}

/** Older answers are not taken: the page asks again rather than show stale slots. */
const FRESH_MS = 10_000;

const sent = (): Map<string, EarlyRequest> => ((globalThis as { [EARLY]?: Map<string, EarlyRequest> })[EARLY] ??= new Map());

/**
 * Sends a GET a page is about to send itself, as `request` would without a session (same
 * headers, no credentials), so that its answer is on its way before the page's code is.
 */
export function sendEarly(url: string, language: string): void {
  if (sent().has(url)) return;
  const response = fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': language }, credentials: 'omit' });
  response.catch(() => undefined); // the page's request meets a failure and asks again
  sent().set(url, { language, response, sentAt: Date.now() });
}

/**
 * The answer of an early request to `url` asked in `language`, once; undefined when there is
 * none, it is stale, or it was asked in another language (the page then sends its own).
 */
export function takeEarly(url: string, language: string | undefined): Promise<Response> | undefined {
  const early = sent().get(url);
  if (!early) return undefined;
  sent().delete(url);
  return early.language === language && Date.now() - early.sentAt <= FRESH_MS ? early.response : undefined;
}
