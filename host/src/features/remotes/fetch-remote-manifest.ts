import { parseRemoteManifest, type RemoteManifest } from './remote-manifest';
import { RemoteManifestError } from './remote-manifest-error';

/** What is read of the answer; `fetch` gives it, a test fakes it. */
export type ManifestResponse = Pick<Response, 'ok' | 'status' | 'json'>;
export type FetchManifest = (url: string) => Promise<ManifestResponse>;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Fetches and validates a remote's manifest; every failure is a `RemoteManifestError` saying which kind. */
export async function fetchRemoteManifest(fetchManifest: FetchManifest, manifestUrl: string): Promise<RemoteManifest> {
  let response: ManifestResponse;
  try {
    response = await fetchManifest(manifestUrl);
  } catch (error) {
    throw new RemoteManifestError('unreachable', manifestUrl, messageOf(error), { cause: error });
  }
  if (!response.ok) throw new RemoteManifestError('status', manifestUrl, `answered ${response.status}`);
  let document: unknown;
  try {
    document = await response.json();
  } catch (error) {
    throw new RemoteManifestError('invalid', manifestUrl, `is not JSON (${messageOf(error)})`, { cause: error });
  }
  return parseRemoteManifest(document, manifestUrl);
}
