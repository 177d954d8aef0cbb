/** Test helpers: a jest-mocked global fetch and answers shaped like the backend's. */
export type FetchMock = jest.Mock<Promise<Response>, [input: string, init: RequestInit]>;

export function installFetchMock(): FetchMock {
  const mock: FetchMock = jest.fn();
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function emptyResponse(status = 204): Response {
  return new Response(null, { status });
}

/** A fetch that never answers but rejects like the platform's does when its signal aborts. */
export function hangUntilAborted(_input: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

export function lastCall(mock: FetchMock): { url: string; init: RequestInit; headers: Record<string, string> } {
  const call = mock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return { url, init, headers: (init.headers ?? {}) as Record<string, string> };
}
