/** Which build of a remote the page runs: its version (from its manifest) and where its code comes from. */
export interface RemoteRelease {
  readonly remote: string;
  /** `metaData.buildInfo.buildVersion` of its `mf-manifest.json`; `unknown` when the manifest gives none. */
  readonly version: string;
  /** Origin of its entry and chunks, to know a remote's own errors by their stack frames. */
  readonly origin: string;
}

const releases = new Map<string, RemoteRelease>();

/**
 * Kept by the remote loader on every manifest it reads (a reload may bring a new version), and
 * read by monitoring to tag errors with the remote's name and version. Lives in lib so neither
 * feature imports the other.
 */
export function recordRemoteRelease(remote: string, version: string | undefined, entryUrl: string): void {
  let origin: string;
  try {
    origin = new URL(entryUrl, window.location.href).origin;
  } catch {
    return;
  }
  releases.set(remote, { remote, version: version || 'unknown', origin });
}

export function remoteRelease(remote: string): RemoteRelease | undefined {
  return releases.get(remote);
}

export function remoteReleases(): readonly RemoteRelease[] {
  return [...releases.values()];
}
