import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler } from 'webpack';

const COMPRESSIBLE = /\.(js|mjs|json|html|css|svg|txt|map)$/;

/**
 * Writes `<asset>.gz` and `<asset>.br` next to every text asset, at maximum compression,
 * so the static server sends precompressed bytes instead of compressing per request.
 * Runs at the last asset stage, after minification and after the federation manifest
 * and the HTML page are emitted.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PrecompressPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PrecompressPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!COMPRESSIBLE.test(name)) continue;
            const asset = compilation.getAsset(name);
            if (!asset) continue;
            const source = asset.source.buffer();
            const info = { compressed: true, immutable: Boolean(asset.info.immutable) };
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipSync(source, { level: 9 })), info);
            compilation.emitAsset(
              `${name}.br`,
              new sources.RawSource(
                brotliCompressSync(source, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                  },
                }),
              ),
              info,
            );
          }
        },
      );
    });
  }
}
