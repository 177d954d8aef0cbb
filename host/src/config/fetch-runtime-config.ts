// Imported by the entry chunk, before federation has shared anything: no imports allowed here.

/**
 * Started by the entry before the app's code loads, so the request runs in parallel with the
 * bundles. `no-store`: a moved or rolled-back remote must apply on the next page load.
 */
export function fetchRuntimeConfig(url = '/config.json'): Promise<unknown> {
  return fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } }).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}
