import type { Chunk, Compiler } from 'webpack';

/** Chunk names a file keeps: a language's strings (the host picks them by name) and an expose's chunk. */
const NAMED_FILES = [/(^|-)strings-[a-z]+$/, /^__federation_expose_/];

/**
 * Leaves most async chunks' names out of their file names (`[name]` then falls back to the id).
 * Every entry (a remote's `remoteEntry.js`, the host's `main.js`) carries a map from each named
 * chunk to its name, downloaded on every first visit: ~0.3 KB gzip in the booking remote's entry,
 * for names only a developer reads. The names stay on the chunk groups, which is where the build
 * reads them (PageAssetsPlugin's page assets, PreloadChunkGroupPlugin, ChunkGroupUrlsPlugin).
 * Kept: a language's strings, which the host picks by file name for the page's language
 * (host manifest-files.ts), and an expose's chunk.
 */
export class UnnamedChunkFilesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(UnnamedChunkFilesPlugin.name, (compilation) => {
      // After splitting, before ids and file names: the ids of these chunks are then derived from their modules.
      compilation.hooks.afterOptimizeChunks.tap(UnnamedChunkFilesPlugin.name, (chunks: Iterable<Chunk>) => {
        for (const chunk of chunks) {
          const { name } = chunk;
          if (!name || chunk.canBeInitial() || NAMED_FILES.some((kept) => kept.test(name))) continue;
          compilation.namedChunks.delete(name);
          chunk.name = undefined;
        }
      });
    });
  }
}
