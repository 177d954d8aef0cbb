/**
 * The version of the contract between the host and a remote: what `./routes` exports
 * (RemoteRoutesModule in @venue/routes), how the host reads `mf-manifest.json`, and the shared
 * singletons a remote expects the host to provide. Every remote's manifest names the version it
 * was built against (`metaData.contractVersion`, ManifestReleasePlugin); the host runs a remote
 * only when it names this one, and shows the remote's fallback otherwise.
 *
 * Bump it on a breaking change only: a host and remotes built on either side of a bump must not
 * meet. A change both sides still understand (a new optional field) keeps the number, so remotes
 * go on releasing alone. A manifest that names no version predates the field: contract 1.
 */
export const REMOTE_CONTRACT_VERSION = 1;

/** The contract version of a manifest written before manifests named theirs. */
export const UNVERSIONED_CONTRACT = 1;
