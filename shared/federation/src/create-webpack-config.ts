import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import createStyledComponentsTransformer from 'typescript-plugin-styled-components';
import webpack, { type Configuration, type RuleSetRule, type WebpackPluginInstance } from 'webpack';
import type { FederationOptions } from './create-federation-options';
import { isRuntimeHost, type RuntimeHostOptions } from './create-host-options';
import { ROUTER_SURFACE_PATH, SHARED_SURFACES, installedPackageDir, type SharedSurface } from './create-shared-config';
import { ChunkGroupUrlsPlugin } from './chunk-group-urls-plugin';
import { CopyPublicPlugin } from './copy-public-plugin';
import { routesOf, type FirstRequests, type RemoteName } from '@venue/routes';
import { ManifestReleasePlugin } from './manifest-release-plugin';
import { PageAssetsPlugin } from './page-assets-plugin';
import { PrecompressPlugin } from './precompress-plugin';
import { RoutesContractPlugin } from './routes-contract-plugin';
import { PaintFirstPlugin } from './paint-first-plugin';
import { PreloadChunkGroupPlugin } from './preload-chunk-group-plugin';
import { SharedSurfacePlugin } from './shared-surface-plugin';
import { UnnamedChunkFilesPlugin } from './unnamed-chunk-files-plugin';

export interface WebpackAppOptions {
  /** The app's folder (pass `__dirname` from its webpack config). */
  readonly appDir: string;
  /**
   * The app's federation options, kept in its own `module-federation.config.ts`: a remote's
   * (`createFederationOptions`) or the host's (`createHostOptions`).
   */
  readonly federation: FederationOptions | RuntimeHostOptions;
  /** Page title of the generated index.html before the app sets its own. */
  readonly title: string;
  /**
   * Chunk groups every visit loads at once (`import(/* webpackChunkName: "bootstrap" *\/ …)`):
   * index.html preloads their scripts beside the entry.
   */
  readonly preloadChunkGroups?: readonly string[];
  /**
   * Chunk groups whose chunk ids the entry can read (`__webpack_require__.chunkGroups`), to preload
   * their scripts before the code that imports them runs (ChunkGroupUrlsPlugin).
   */
  readonly chunkGroupUrls?: readonly string[];
  /** Extra plugins an app needs for its own assets. */
  readonly plugins?: readonly WebpackPluginInstance[];
  /**
   * Documents beside index.html for paths whose first view can be drawn before any script
   * (`login.html` for /login: the static servers answer `/<name>` with `<name>.html`). The same
   * page with `head` added to its <head> and `root` inside its `#root`, which the app's first
   * render replaces. The app's template prints them (`htmlWebpackPlugin.options.shellHead`,
   * `…shellRoot`). One named `index.html` is the default document itself: the first view of every
   * other path (deep links included) until the app renders.
   */
  readonly staticPages?: readonly StaticPage[];
  /** A remote's first requests by route key, written into its manifest for the host's entry (decision 036). */
  readonly firstRequests?: FirstRequests;
}

export interface StaticPage {
  /** Output file, e.g. `login.html`. */
  readonly filename: string;
  /** Markup for <head>: a <style> scoped to the static view. */
  readonly head: string;
  /** Markup inside `#root`, drawn until the app renders. */
  readonly root: string;
  /**
   * The page's scripts start once this view has been painted, not while the document is parsed
   * (PaintFirstPlugin, decision 037): for a page whose static view is its real first content.
   */
  readonly scriptsAfterFirstPaint?: boolean;
}

type Mode = 'production' | 'development';

function paintFirstPlugins(pages: readonly StaticPage[]): PaintFirstPlugin[] {
  const filenames = pages.filter((page) => page.scriptsAfterFirstPaint).map((page) => page.filename);
  return filenames.length ? [new PaintFirstPlugin(filenames)] : [];
}

/** The HTML documents to write: index.html (plain unless a static page is named so), then the rest. */
function documentsOf(pages: readonly StaticPage[]): readonly (StaticPage | undefined)[] {
  return pages.some((page) => page.filename === 'index.html') ? pages : [undefined, ...pages];
}

/** react-router's production ES build, beside the copy the router surface (this package) imports. */
export function reactRouterProductionBuild(): string {
  return join(installedPackageDir(__dirname, 'react-router'), 'dist', 'production', 'index.mjs');
}

/**
 * In the host, app code importing a shared package gets the surface provided under its name
 * (`react-router-dom` → runtime/react-router-dom.ts), exactly as a remote gets it from the
 * share scope: one router, one style sheet, one API configuration for host and remotes.
 */
export function hostSurfaceRule(): RuleSetRule {
  const surfaces = Object.entries(SHARED_SURFACES) as [string, SharedSurface][];
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: [/node_modules/, ...surfaces.map(([, surface]) => surface.path)],
    resolve: {
      alias: {
        ...Object.fromEntries(surfaces.map(([name, surface]) => [`${name}$`, surface.path])),
        'react-router$': ROUTER_SURFACE_PATH,
      },
    },
  };
}

/** The host's plugins in place of the federation plugin: its shared versions and the runtime's build flags. */
function runtimeHostPlugins(host: RuntimeHostOptions): WebpackPluginInstance[] {
  return [
    new webpack.DefinePlugin({
      __HOST_SHARED__: JSON.stringify(host.shared),
      // What the federation plugin sets for its own runtime: browser loaders only, and no
      // snapshot plugins, as the host reads remote manifests itself.
      ENV_TARGET: JSON.stringify('web'),
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
    }),
  ];
}

/**
 * One webpack configuration for every app. A remote's entry `src/index.ts` must only
 * `import()` the bootstrap, which gives federation the async boundary it needs to resolve
 * shared modules.
 */
export function createWebpackConfig(app: WebpackAppOptions) {
  return (_env: unknown, argv: { mode?: Mode }): Configuration[] => {
    const mode: Mode = argv.mode ?? 'production';
    const appConfig = createAppConfig(app, mode);
    return isRuntimeHost(app.federation) ? [appConfig] : [appConfig, createRuntimeCoreConfig(app.appDir, mode)];
  };
}

/** The file a remote's own index.html runs before its entry (runtime-core-global.ts says why). */
export const RUNTIME_CORE_SCRIPT = 'federation-runtime-core.js';

/**
 * A second, federation-free compilation beside a remote's: it bundles the runtime core its
 * remoteEntry.js leaves out and publishes it, for when the remote is opened without the host.
 * Apart from the federation plugin, which would make the script wait for the global it provides.
 */
export function createRuntimeCoreConfig(appDir: string, mode: Mode): Configuration {
  const production = mode === 'production';
  return {
    name: 'federation-runtime-core',
    mode,
    context: appDir,
    entry: { 'federation-runtime-core': join(__dirname, 'runtime-core-entry', 'provide.ts') },
    devtool: false,
    output: { path: join(appDir, 'dist'), filename: RUNTIME_CORE_SCRIPT, clean: false },
    resolve: { extensions: ['.ts', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('ts-loader'), options: { transpileOnly: true, configFile: join(appDir, 'tsconfig.json') } },
        },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
    },
    performance: { hints: false },
    plugins: [
      // The same build flags as the remote's own federation runtime (createFederationOptions'
      // `experiments.optimization`): a remote on its own loads no remote and reads no manifest,
      // so the core it runs on needs neither the snapshot plugins nor the remote loading.
      new webpack.DefinePlugin({
        ENV_TARGET: JSON.stringify('web'),
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
        FEDERATION_OPTIMIZE_NO_REMOTE: true,
      }),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    stats: 'errors-warnings',
  };
}

/** The app's own version (its package.json, which changesets bumps). */
export function appVersion(appDir: string): string {
  const { version } = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { version?: unknown };
  if (typeof version !== 'string' || version === '') throw new Error(`${join(appDir, 'package.json')} names no version`);
  return version;
}

/** The module a remote exposes as `./routes` (createFederationOptions' `exposes`), relative to its folder. */
function exposedRoutesModule(federation: FederationOptions): string | undefined {
  const routes: unknown = (federation.exposes as Record<string, unknown> | undefined)?.['./routes'];
  return typeof routes === 'string' ? routes : undefined;
}

/**
 * A remote's plugins beside the federation plugin: page assets, its release in the manifest and,
 * in production builds, the check of its routes module against the host's contract.
 */
function remotePlugins(
  federation: FederationOptions,
  appDir: string,
  production: boolean,
  firstRequests?: FirstRequests,
): WebpackPluginInstance[] {
  const remote = federation.name as RemoteName;
  const routesModule = exposedRoutesModule(federation);
  return [
    new ModuleFederationPlugin(federation),
    new PageAssetsPlugin({}, routesOf(remote)),
    new ManifestReleasePlugin({ version: appVersion(appDir), firstRequests }),
    ...(production && routesModule ? [new RoutesContractPlugin({ appDir, remote, routesModule })] : []),
  ];
}

/** One app's own compilation: its entry, chunks, federation container (remotes) and index.html. */
export function createAppConfig(app: WebpackAppOptions, mode: Mode): Configuration {
  const production = mode === 'production';
  const ownTemplate = join(app.appDir, 'src', 'index.html');
  const host = isRuntimeHost(app.federation) ? app.federation : undefined;
  return {
    mode,
    context: app.appDir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: join(app.appDir, 'dist'),
      publicPath: 'auto',
      // The federation runtime breaks with a hashed entry name; entry files are served
      // with `Cache-Control: no-cache` and every other chunk is content-hashed instead.
      filename: '[name].js',
      // Eight hex digits tell a release's files apart; every remote's entry and the host's entry
      // list each chunk's hash, so two fewer per chunk is ~0.2 KB gzip off every first visit.
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: app.federation.name,
      // The sibling compilation (createRuntimeCoreConfig) writes its script into the same folder.
      clean: { keep: (file: string) => file.startsWith(RUNTIME_CORE_SCRIPT) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        host
          ? hostSurfaceRule()
          : {
              // App code that imports `react-router` directly would get a private router
              // instance (and context); send it to the shared `react-router-dom` instead.
              test: /\.[cm]?[jt]sx?$/,
              exclude: [/node_modules/, ROUTER_SURFACE_PATH],
              resolve: { alias: { 'react-router$': 'react-router-dom' } },
            },
        ...(production
          ? [
              {
                // react-router's export map only points at its development build (every
                // dev-time warning kept); the production build beside it is ~4 KB gzip lighter.
                test: ROUTER_SURFACE_PATH,
                resolve: { alias: { 'react-router$': reactRouterProductionBuild() } },
              },
            ]
          : []),
        {
          // Fonts the UI kit imports (@fontsource-variable/inter's woff2 files): emitted beside the
          // chunks under a content hash (cached for good by the static servers) and imported as URLs.
          test: /\.woff2$/,
          type: 'asset/resource',
          generator: { filename: 'fonts/[name].[contenthash:10][ext]' },
        },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('ts-loader'),
            // Types are checked by `tsc --noEmit` per app; the build only strips them. Production
            // builds also minify the CSS of styled-components templates (decision 023): no
            // indentation or comments in every chunk; no display names or ids (no SSR here).
            options: {
              transpileOnly: true,
              configFile: join(app.appDir, 'tsconfig.json'),
              getCustomTransformers: production
                ? () => ({ before: [createStyledComponentsTransformer({ minify: true, ssr: false, displayName: false })] })
                : undefined,
            },
          },
        },
      ],
    },
    optimization: {
      minimize: production,
      // SWC's minifier instead of webpack's default Terser: the same two compress passes, bundles
      // as small (0.4 % smaller gzip on the host), in about a third less CPU per build.
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
      // Every shared package is already its own lazily loaded chunk; splitting its
      // node_modules part away again only adds a request (a surface file and the package it
      // narrows would arrive as two). Modules used by several chunks are still split out.
      splitChunks: { cacheGroups: { defaultVendors: false } },
    },
    performance: { hints: false },
    plugins: [
      ...(isRuntimeHost(app.federation)
        ? runtimeHostPlugins(app.federation)
        : remotePlugins(app.federation, app.appDir, production, app.firstRequests)),
      new SharedSurfacePlugin(),
      ...(production ? [new UnnamedChunkFilesPlugin()] : []),
      ...documentsOf(app.staticPages ?? []).map(
        (page) =>
          new HtmlWebpackPlugin({
            title: app.title,
            template: existsSync(ownTemplate) ? ownTemplate : join(__dirname, 'templates', 'index.html'),
            ...(page ? { filename: page.filename, shellHead: page.head, shellRoot: page.root } : {}),
            // Absolute: the page is served for deep links (/reservation/1/courts) too.
            publicPath: '/',
            scriptLoading: 'defer',
            chunks: ['main'],
            // A remote's page runs the runtime core's script first (runtime-core-global.ts).
            runtimeCoreScript: host ? undefined : `/${RUNTIME_CORE_SCRIPT}`,
          }),
      ),
      ...(app.preloadChunkGroups?.length ? [new PreloadChunkGroupPlugin(app.preloadChunkGroups)] : []),
      ...(app.chunkGroupUrls?.length ? [new ChunkGroupUrlsPlugin(app.chunkGroupUrls)] : []),
      // After the preloads' plugin: it moves their tags.
      ...paintFirstPlugins(app.staticPages ?? []),
      new CopyPublicPlugin(join(app.appDir, 'public')),
      ...(app.plugins ?? []),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    stats: 'errors-warnings',
  };
}
