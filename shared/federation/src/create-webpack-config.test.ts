import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { createFederationOptions } from './create-federation-options';
import { createHostOptions } from './create-host-options';
import { ROUTER_SURFACE_PATH, STYLED_SURFACE_PATH, VALIBOT_SURFACE_PATH } from './create-shared-config';
import {
  RUNTIME_CORE_SCRIPT,
  appVersion,
  createAppConfig,
  createWebpackConfig,
  hostSurfaceRule,
  reactRouterProductionBuild,
} from './create-webpack-config';

const appDir = join(__dirname, '..', '..', '..', 'host');
const packageJson = { name: '@venue/host', version: '1.0.0', dependencies: { react: '^19.3.1', 'styled-components': '^6.6.0' } };
const federation = createFederationOptions({ name: 'booking', appDir, packageJson, exposes: { './routes': './src/routes/index.ts' } });
const host = createHostOptions({ name: 'host', appDir, packageJson });
const configFor = (mode: 'production' | 'development') => createAppConfig({ appDir, federation, title: 'Venue' }, mode);
const pluginNames = (options: typeof federation | typeof host): string[] =>
  (createAppConfig({ appDir, federation: options, title: 'Venue' }, 'production').plugins ?? []).map(
    (plugin) => (plugin as object).constructor.name,
  );

type AliasRule = { test?: unknown; resolve?: { alias?: Record<string, string> } };
const routerSurfaceAlias = (mode: 'production' | 'development') =>
  ((configFor(mode).module?.rules ?? []) as AliasRule[]).find((rule) => rule.test === ROUTER_SURFACE_PATH)?.resolve?.alias?.[
    'react-router$'
  ];

test("react-router's production build is found beside the installed package", () => {
  const path = reactRouterProductionBuild();
  assert.match(path, /react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
  assert.ok(existsSync(path));
});

test('production builds give the router surface the production build, development keeps the warnings', () => {
  assert.equal(routerSurfaceAlias('production'), reactRouterProductionBuild());
  assert.equal(routerSurfaceAlias('development'), undefined);
});

test("a remote's production build writes its release into the manifest and checks its routes module; development skips the check", () => {
  const names = (mode: 'production' | 'development') =>
    (configFor(mode).plugins ?? []).map((plugin) => (plugin as object).constructor.name);
  assert.ok(names('production').includes('ManifestReleasePlugin'));
  assert.ok(names('production').includes('RoutesContractPlugin'));
  assert.ok(names('development').includes('ManifestReleasePlugin'));
  assert.equal(names('development').includes('RoutesContractPlugin'), false);
  assert.equal(pluginNames(host).includes('RoutesContractPlugin'), false);
  const release = configFor('production').plugins?.find(
    (plugin) => (plugin as object).constructor.name === 'ManifestReleasePlugin',
  ) as unknown as {
    release: { version: string };
  };
  // The version of the app's own package.json (here the host folder the test builds from).
  assert.equal(release.release.version, appVersion(appDir));
  assert.match(appVersion(appDir), /^\d+\.\d+\.\d+/);
});

test('a remote builds as a federation container, the host without one but with its shared versions defined', () => {
  assert.ok(pluginNames(federation).includes('ModuleFederationPlugin'));
  const hostPlugins = pluginNames(host);
  assert.equal(hostPlugins.includes('ModuleFederationPlugin'), false);
  assert.ok(hostPlugins.includes('DefinePlugin'));
  const config = createAppConfig({ appDir, federation: host, title: 'Venue' }, 'production');
  const define = config.plugins?.find((plugin) => (plugin as object).constructor.name === 'DefinePlugin') as unknown as {
    definitions: Record<string, unknown>;
  };
  assert.deepEqual(JSON.parse(String(define.definitions.__HOST_SHARED__)), host.shared);
  assert.equal(define.definitions.FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN, true);
});

test("the host's code imports the shared surfaces by the packages' names, the surfaces themselves the packages", () => {
  const rule = hostSurfaceRule();
  const alias = rule.resolve?.alias as Record<string, string>;
  assert.equal(alias['react-router-dom$'], ROUTER_SURFACE_PATH);
  assert.equal(alias['react-router$'], ROUTER_SURFACE_PATH);
  assert.equal(alias['styled-components$'], STYLED_SURFACE_PATH);
  assert.equal(alias['valibot$'], VALIBOT_SURFACE_PATH);
  assert.ok((rule.exclude as unknown[]).includes(STYLED_SURFACE_PATH));
});

test('font files are emitted as files under a content hash, which the static servers cache for good', () => {
  type AssetRule = { test?: unknown; type?: string; generator?: { filename?: string } };
  const rule = ((configFor('production').module?.rules ?? []) as AssetRule[]).find(
    (candidate) => candidate.test instanceof RegExp && candidate.test.test('inter-latin-wght-normal.woff2'),
  );
  assert.equal(rule?.type, 'asset/resource');
  assert.match(rule?.generator?.filename ?? '', /\[contenthash:(?:[89]|\d{2,})\]/);
});

test("a remote's build has a sibling that provides the runtime core its remoteEntry leaves to the host", () => {
  assert.equal(federation.experiments?.externalRuntime, true);
  const [app, runtimeCore, ...rest] = createWebpackConfig({ appDir, federation, title: 'Venue' })({}, { mode: 'production' });
  assert.deepEqual(rest, []);
  assert.equal(runtimeCore?.output?.filename, RUNTIME_CORE_SCRIPT);
  assert.equal(runtimeCore?.output?.path, app?.output?.path);
  const names = (runtimeCore?.plugins ?? []).map((plugin) => (plugin as object).constructor.name);
  assert.equal(names.includes('ModuleFederationPlugin'), false);
  // The app's clean step keeps the sibling's file; its page runs it before the entry.
  const clean = app?.output?.clean as { keep: (file: string) => boolean };
  assert.equal(clean.keep(RUNTIME_CORE_SCRIPT), true);
  assert.equal(clean.keep('main.js'), false);
  const html = app?.plugins?.find((plugin) => (plugin as object).constructor.name === 'HtmlWebpackPlugin') as unknown as {
    userOptions: { runtimeCoreScript?: string };
  };
  assert.equal(html.userOptions.runtimeCoreScript, `/${RUNTIME_CORE_SCRIPT}`);
  // The host provides the core itself and builds alone.
  assert.equal(createWebpackConfig({ appDir, federation: host, title: 'Venue' })({}, { mode: 'production' }).length, 1);
});

test('a static page is one more document beside index.html, with its head and first view for the template', () => {
  const staticPage = { filename: 'login.html', head: '<style>.x{}</style>', root: '<div class="x">Hi</div>' };
  const [app] = createWebpackConfig({ appDir, federation: host, title: 'Venue', staticPages: [staticPage] })({}, { mode: 'production' });
  const pages = (app?.plugins ?? [])
    .filter((plugin) => (plugin as object).constructor.name === 'HtmlWebpackPlugin')
    .map((plugin) => (plugin as unknown as { userOptions: Record<string, unknown> }).userOptions);
  assert.equal(pages.length, 2);
  assert.equal(pages[0]?.filename, undefined); // index.html, unchanged
  assert.equal(pages[0]?.shellRoot, undefined);
  assert.equal(pages[1]?.filename, 'login.html');
  assert.equal(pages[1]?.shellHead, staticPage.head);
  assert.equal(pages[1]?.shellRoot, staticPage.root);
  assert.deepEqual(pages[1]?.chunks, ['main']);
});

test('a static page named index.html is the default document, written once', () => {
  const index = { filename: 'index.html', head: '<style>.y{}</style>', root: '<div class="y"></div>' };
  const login = { filename: 'login.html', head: '', root: '' };
  const [app] = createWebpackConfig({ appDir, federation: host, title: 'Venue', staticPages: [index, login] })({}, { mode: 'production' });
  const pages = (app?.plugins ?? [])
    .filter((plugin) => (plugin as object).constructor.name === 'HtmlWebpackPlugin')
    .map((plugin) => (plugin as unknown as { userOptions: Record<string, unknown> }).userOptions);
  assert.deepEqual(
    pages.map((page) => page.filename),
    ['index.html', 'login.html'],
  );
  assert.equal(pages[0]?.shellRoot, index.root);
});
