export type RemoteManifestFailure = 'unreachable' | 'status' | 'invalid';

export class RemoteManifestError extends Error {
  override readonly name = 'RemoteManifestError';

  constructor(
    readonly reason: RemoteManifestFailure,
    readonly manifestUrl: string,
    detail: string,
    options?: ErrorOptions,
  ) {
    super(`Remote manifest ${manifestUrl} ${reason}: ${detail}`, options);
  }
}
