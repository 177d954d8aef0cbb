// In the entry chunk: the manifest the entry requested before the remote loading code arrived,
// handed to that code (federation-runtime.ts) so the manifest is fetched once.
import type { FetchManifest, ManifestResponse } from './fetch-remote-manifest';

const early = new Map<string, Promise<ManifestResponse>>();

/**
 * Fetches a manifest so that both the entry (to preload the remote's files) and the runtime later
 * can read its body: the JSON is parsed once and given to each reader.
 */
export function fetchEarlyManifest(url: string, fetchManifest: FetchManifest = (target) => fetch(target)): Promise<ManifestResponse> {
  const answer = fetchManifest(url).then((response): ManifestResponse => {
    let body: Promise<unknown> | undefined;
    return { ok: response.ok, status: response.status, json: () => (body ??= response.json()) };
  });
  // Whoever takes it handles a failure; should nobody take it, nobody needs to hear.
  answer.catch(() => undefined);
  early.set(url, answer);
  return answer;
}

/** The early answer for `url`, once: a later load (a retry) asks the server again. */
export function takeEarlyManifest(url: string): Promise<ManifestResponse> | undefined {
  const answer = early.get(url);
  early.delete(url);
  return answer;
}
