import { Compilation, sources, type Compiler } from 'webpack';

/** The manifest the federation plugin writes; this plugin adds `pages` to it. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** Chunk groups named `page-<routeKey>` (several keys joined by `~`) hold a route's page. */
export const PAGE_CHUNK_PREFIX = 'page-';
export const PAGE_KEY_SEPARATOR = '~';

/** Route key → the scripts of its page, relative to the manifest's public path. */
export type PageAssets = Record<string, string[]>;

/**
 * Adds `pages` to a remote's `mf-manifest.json`: for every lazily loaded page named after its route
 * (`import(/* webpackChunkName: "page-myCarnets" *\/ …)`), the scripts that page needs. The host reads
 * the manifest before anything else of the remote, so it can download the opened page's code beside
 * the routes module instead of one round trip after it. A page without such a name still loads, later.
 */
export class PageAssetsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PageAssetsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin has written the manifest (at OPTIMIZE_TRANSFER), before precompression (REPORT).
        { name: PageAssetsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const manifest = compilation.getAsset(MANIFEST_FILE);
          if (!manifest) return;
          const pages: PageAssets = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith(PAGE_CHUNK_PREFIX)) continue;
            const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
            for (const key of name.slice(PAGE_CHUNK_PREFIX.length).split(PAGE_KEY_SEPARATOR)) pages[key] = [...new Set(files)];
          }
          const document = JSON.parse(manifest.source.source().toString()) as Record<string, unknown>;
          compilation.updateAsset(MANIFEST_FILE, new sources.RawSource(JSON.stringify({ ...document, pages }, null, 2)));
        },
      );
    });
  }
}
