import { mutate, preload } from 'swr';

/**
 * Sends `fetcher(key)` before the page asks: its first `useSWR(key)` takes this request instead
 * of sending its own (`preload`), and the answer goes into the cache, so a page rendered after it
 * has arrived shows it in its first render rather than a skeleton first. A failure is left to the
 * page, which asks again. The routes module's page preloads (RemoteRoutesModule) use it.
 * Settles with the answer (undefined after a failure), for a preload whose next request needs it.
 */
export function primeCache<K extends readonly unknown[], T>(key: K, fetcher: (key: K) => Promise<T>): Promise<T | undefined> {
  return preload(key, fetcher).then(
    (data) => mutate(key, data, { revalidate: false }).then(() => data),
    () => undefined,
  );
}
