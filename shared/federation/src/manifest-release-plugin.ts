import type { FirstRequests } from '@venue/routes';
import { Compilation, sources, type Compiler } from 'webpack';
import { MANIFEST_FILE } from './page-assets-plugin';
import { REMOTE_CONTRACT_VERSION } from './remote-contract-version';

export interface ManifestRelease {
  /** The remote's own version (its package.json, bumped by changesets). */
  readonly version: string;
  /** The host–remote contract the remote was built against (REMOTE_CONTRACT_VERSION). */
  readonly contractVersion?: number;
  /** The GETs each page's first view sends without a session, for the host's entry to send first (decision 036). */
  readonly firstRequests?: FirstRequests;
}

/**
 * Writes the remote's release into its `mf-manifest.json`, beside what the federation plugin puts
 * in `metaData`: `metaData.version` (the remote's version, for monitoring's tags and for telling
 * releases apart) and `metaData.contractVersion` (which the host checks before running the remote).
 * The manifest is the file the host reads first, so both are known before any of the remote's code runs;
 * for the same reason `metaData.firstRequests` (when given) lists the requests each page's first
 * view sends, which the host's entry then sends beside the remote's downloads.
 */
export class ManifestReleasePlugin {
  constructor(private readonly release: ManifestRelease) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(ManifestReleasePlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin has written the manifest (OPTIMIZE_TRANSFER), before precompression (REPORT).
        { name: ManifestReleasePlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const manifest = compilation.getAsset(MANIFEST_FILE);
          if (!manifest) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(`ManifestReleasePlugin: no ${MANIFEST_FILE} to write the release into`),
            );
            return;
          }
          const document = JSON.parse(manifest.source.source().toString()) as { metaData?: Record<string, unknown> };
          const metaData = {
            ...document.metaData,
            version: this.release.version,
            contractVersion: this.release.contractVersion ?? REMOTE_CONTRACT_VERSION,
            ...(this.release.firstRequests ? { firstRequests: this.release.firstRequests } : {}),
          };
          compilation.updateAsset(MANIFEST_FILE, new sources.RawSource(JSON.stringify({ ...document, metaData }, null, 2)));
        },
      );
    });
  }
}
