import { REMOTE_CONTRACT_VERSION, UNVERSIONED_CONTRACT } from '@venue/federation/contract-version';
import type { RemoteName } from '@venue/routes';
import type { RemoteManifest } from './remote-manifest';

/** A remote built against another host–remote contract than the host's: it is not run. */
export class RemoteContractVersionError extends Error {
  override readonly name = 'RemoteContractVersionError';

  constructor(
    readonly remote: RemoteName,
    readonly remoteVersion: string | undefined,
    readonly contractVersion: number,
    readonly manifestUrl: string,
  ) {
    // Short: the class ships on every remote route's first visit; the fallback says the rest.
    super(
      `Remote "${remote}"${remoteVersion ? ` ${remoteVersion}` : ''} (${manifestUrl}) is built for remote contract ` +
        `${contractVersion}, this host implements ${REMOTE_CONTRACT_VERSION}: not run`,
    );
  }
}

/**
 * The error that stops a remote the host must not run, or undefined when its manifest names the
 * host's contract (a manifest naming none predates the field: UNVERSIONED_CONTRACT). Checked
 * before the remote's entry is registered, so none of its code runs.
 */
export function contractVersionError(
  remote: RemoteName,
  manifest: RemoteManifest,
  manifestUrl: string,
): RemoteContractVersionError | undefined {
  const { contractVersion = UNVERSIONED_CONTRACT, version } = manifest.metaData;
  return contractVersion === REMOTE_CONTRACT_VERSION
    ? undefined
    : new RemoteContractVersionError(remote, version, contractVersion, manifestUrl);
}
