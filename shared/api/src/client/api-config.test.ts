import * as v from 'valibot';

type ClientModule = typeof import('./index');

function freshClient(): ClientModule {
  let loaded: ClientModule | undefined;
  jest.isolateModules(() => {
    loaded = require('./index') as ClientModule;
  });
  if (!loaded) throw new Error('module did not load');
  return loaded;
}

describe('configureApi', () => {
  it('refuses to send before the shell configured the client', async () => {
    const { publicApi } = freshClient();
    await expect(publicApi.get('/x', { schema: v.unknown() })).rejects.toThrow(/configureApi/);
  });

  it('applies the default timeout when none is given', async () => {
    jest.useFakeTimers();
    try {
      const { configureApi, publicApi, DEFAULT_TIMEOUT_MS } = freshClient();
      configureApi({ apiUrl: 'http://api.test/api', getToken: () => null });
      globalThis.fetch = ((_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        })) as unknown as typeof fetch;
      const pending = publicApi.get('/x', { schema: v.unknown() }).catch((error: unknown) => error);
      jest.advanceTimersByTime(DEFAULT_TIMEOUT_MS);
      await expect(pending).resolves.toMatchObject({ kind: 'timeout' });
    } finally {
      jest.useRealTimers();
    }
  });
});
