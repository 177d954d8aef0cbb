import { Compilation, sources, type Compiler, type javascript } from 'webpack';
import {
  PAGE_CHUNK_PREFIX,
  PAGE_KEY_SEPARATOR,
  partChunkName,
  readModuleDeclarations,
  unknownRouteProblem,
  type ModuleDeclarations,
  type Node,
} from './page-declarations';

/** The manifest the federation plugin writes; this plugin adds `pages` to it. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** Route key → the scripts of its page, relative to the manifest's public path. */
export type PageAssets = Record<string, string[]>;

/**
 * Route key → the strings parts its page shows (`registerTranslationPart`), whose chunks are named
 * `<part in kebab-case>-strings-<language>`: listed with the page, every language's, for the host to
 * pick the one shown.
 */
export type PageStrings = Readonly<Record<string, readonly string[]>>;

/** Where a module keeps what its page-kit calls declared: build info survives the module cache of a watch rebuild. */
interface PageBuildInfo {
  pageKit?: ModuleDeclarations;
}

const JAVASCRIPT_TYPES = ['javascript/auto', 'javascript/esm'] as const;

/**
 * Names a remote's page and strings chunks, and adds `pages` to its `mf-manifest.json`.
 *
 * Names: remote-kit's page kit is read from the source (page-declarations.ts): the `import()`s of
 * `definePage({ routeKey, parts, load })` and `definePreload` go to the chunk `page-<routeKey>`
 * (several keys joined by `~`), those of `definePageParts` to `<part>-strings-<language>`; an
 * `import()` there that already names another chunk fails the build. So no page can be misnamed,
 * and given the remote's `routeKeys`, a chunk named `page-…` by hand must name one of its routes.
 *
 * Manifest: for every page chunk group, the scripts that page needs under each of its route keys,
 * with, in every language, the chunks of the strings parts its `definePage` lists (plus `strings`,
 * route key → parts, for pages declared otherwise); a part named but not built fails the build. The
 * host reads the manifest before anything else of the remote, so it downloads the opened page's
 * code and strings beside the routes module instead of one round trip after it.
 */
export class PageAssetsPlugin {
  constructor(
    private readonly strings: PageStrings = {},
    private readonly routeKeys?: readonly string[],
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PageAssetsPlugin.name, (compilation, { normalModuleFactory }) => {
      const fail = (message: string) => compilation.errors.push(new compiler.webpack.WebpackError(`PageAssetsPlugin: ${message}`));
      const declared = () =>
        [...compilation.modules].flatMap((module) => {
          const kit = (module.buildInfo as PageBuildInfo | undefined)?.pageKit;
          return kit ? [{ module, kit }] : [];
        });

      const readDeclarations = (parser: javascript.JavascriptParser) => {
        parser.hooks.program.tap(PageAssetsPlugin.name, (ast) => {
          const kit = readModuleDeclarations(ast as unknown as Node, (node) => {
            const location = parser.getLocation(node as Parameters<typeof parser.getLocation>[0]);
            return 'start' in location ? location.start : undefined;
          });
          if (kit.imports.length > 0 || kit.problems.length > 0) (parser.state.module.buildInfo as PageBuildInfo).pageKit = kit;
        });
      };
      for (const type of JAVASCRIPT_TYPES) normalModuleFactory.hooks.parser.for(type).tap(PageAssetsPlugin.name, readDeclarations);

      // Before the chunk graph is built from the blocks' names.
      compilation.hooks.finishModules.tap(PageAssetsPlugin.name, () => {
        for (const { module, kit } of declared()) {
          const file = module.nameForCondition() ?? module.identifier();
          for (const problem of kit.problems) fail(`${file}: ${problem}`);
          for (const { line, column, name } of kit.imports) {
            const block = module.blocks.find(
              ({ loc }) => loc && 'start' in loc && loc.start.line === line && (loc.start.column ?? 0) === column,
            );
            if (!block) fail(`${file} (built, ${line}:${column}): no import() to name "${name}"`);
            else if (block.chunkName === undefined || block.chunkName === null) block.chunkName = name;
            else if (block.chunkName !== name) fail(`${file} (built, ${line}:${column}): chunk "${block.chunkName}" should be "${name}"`);
          }
        }
      });

      compilation.hooks.processAssets.tap(
        // After the federation plugin has written the manifest (at OPTIMIZE_TRANSFER), before precompression (REPORT).
        { name: PageAssetsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const strings = new Map<string, string[]>(Object.entries(this.strings).map(([key, parts]) => [key, [...parts]]));
          for (const { kit } of declared()) {
            for (const { routeKeys, parts } of kit.pages) {
              for (const key of routeKeys) strings.set(key, [...(strings.get(key) ?? []), ...parts]);
            }
          }
          const pageGroups = [...compilation.namedChunkGroups.keys()].filter((name) => name.startsWith(PAGE_CHUNK_PREFIX));
          if (this.routeKeys) {
            for (const name of pageGroups) {
              const problem = unknownRouteProblem(name, this.routeKeys);
              if (problem) fail(problem);
            }
          }

          const manifest = compilation.getAsset(MANIFEST_FILE);
          if (!manifest) return;
          const scriptsOf = (groupName: string) =>
            (compilation.namedChunkGroups.get(groupName)?.chunks ?? [])
              .flatMap((chunk) => [...chunk.files])
              .filter((file) => file.endsWith('.js'));
          const stringsOf = (part: string) => {
            const prefix = partChunkName(part, '');
            const names = [...compilation.namedChunkGroups.keys()].filter((name) => name.startsWith(prefix));
            // A part named here but built under another name would silently lose its head start.
            if (names.length === 0) fail(`no chunks named ${prefix}<language>`);
            return names.flatMap(scriptsOf);
          };
          const pages: PageAssets = {};
          for (const name of pageGroups) {
            for (const key of name.slice(PAGE_CHUNK_PREFIX.length).split(PAGE_KEY_SEPARATOR)) {
              pages[key] = [...new Set([...scriptsOf(name), ...(strings.get(key) ?? []).flatMap(stringsOf)])];
            }
          }
          const document = JSON.parse(manifest.source.source().toString()) as Record<string, unknown>;
          compilation.updateAsset(MANIFEST_FILE, new sources.RawSource(JSON.stringify({ ...document, pages }, null, 2)));
        },
      );
    });
  }
}
