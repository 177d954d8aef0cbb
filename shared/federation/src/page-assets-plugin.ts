import { Compilation, sources, type Compiler } from 'webpack';

/** The manifest the federation plugin writes; this plugin adds `pages` to it. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** Chunk groups named `page-<routeKey>` (several keys joined by `~`) hold a route's page. */
export const PAGE_CHUNK_PREFIX = 'page-';
export const PAGE_KEY_SEPARATOR = '~';

/** Route key → the scripts of its page, relative to the manifest's public path. */
export type PageAssets = Record<string, string[]>;

/**
 * Route key → the strings parts its page shows (`registerTranslationPart`), whose chunks are named
 * `<part in kebab-case>-strings-<language>`: listed with the page, every language's, for the host to
 * pick the one shown.
 */
export type PageStrings = Readonly<Record<string, readonly string[]>>;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Adds `pages` to a remote's `mf-manifest.json`: for every lazily loaded page named after its route
 * (`import(/* webpackChunkName: "page-myCarnets" *\/ …)`), the scripts that page needs. The host reads
 * the manifest before anything else of the remote, so it can download the opened page's code beside
 * the routes module instead of one round trip after it. A page without such a name still loads, later.
 */
export class PageAssetsPlugin {
  constructor(private readonly strings: PageStrings = {}) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PageAssetsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin has written the manifest (at OPTIMIZE_TRANSFER), before precompression (REPORT).
        { name: PageAssetsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const manifest = compilation.getAsset(MANIFEST_FILE);
          if (!manifest) return;
          const scriptsOf = (groupName: string) =>
            (compilation.namedChunkGroups.get(groupName)?.chunks ?? [])
              .flatMap((chunk) => [...chunk.files])
              .filter((file) => file.endsWith('.js'));
          const stringsOf = (part: string) => {
            const prefix = `${kebab(part)}-strings-`;
            const names = [...compilation.namedChunkGroups.keys()].filter((name) => name.startsWith(prefix));
            // A part named here but built under another name would silently lose its head start.
            if (names.length === 0)
              compilation.errors.push(new compiler.webpack.WebpackError(`PageAssetsPlugin: no chunks named ${prefix}<language>`));
            return names.flatMap(scriptsOf);
          };
          const pages: PageAssets = {};
          for (const name of compilation.namedChunkGroups.keys()) {
            if (!name.startsWith(PAGE_CHUNK_PREFIX)) continue;
            for (const key of name.slice(PAGE_CHUNK_PREFIX.length).split(PAGE_KEY_SEPARATOR)) {
              pages[key] = [...new Set([...scriptsOf(name), ...(this.strings[key] ?? []).flatMap(stringsOf)])];
            }
          }
          const document = JSON.parse(manifest.source.source().toString()) as Record<string, unknown>;
          compilation.updateAsset(MANIFEST_FILE, new sources.RawSource(JSON.stringify({ ...document, pages }, null, 2)));
        },
      );
    });
  }
}
