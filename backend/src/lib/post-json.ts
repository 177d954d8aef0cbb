/** Where an adapter posts: one URL, a bearer token, a time limit; `fetch` is replaceable in tests. */
export type BearerJsonTarget = {
  url: string;
  token: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
};

/**
 * POSTs `body` as JSON with the bearer token and succeeds only on a 2xx answer. Every failure
 * (no answer in time, unreachable, non-2xx) becomes the adapter's own error, worded with
 * `service` ("SMS gateway", "Door relay"), so callers handle one error type per adapter.
 */
export async function postJsonWithBearer(
  target: BearerJsonTarget,
  body: unknown,
  service: string,
  fail: (message: string, options?: ErrorOptions) => Error,
): Promise<void> {
  let response: Response;
  try {
    response = await (target.fetch ?? globalThis.fetch)(target.url, {
      method: 'POST',
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(target.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw fail(timedOut ? `${service} did not answer within ${target.timeoutMs} ms` : `${service} unreachable`, { cause: error });
  }
  // The body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw fail(`${service} answered ${response.status}`);
}
