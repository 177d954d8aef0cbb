import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { createFederationOptions } from './create-federation-options';
import { ROUTER_SURFACE_PATH } from './create-shared-config';
import { createWebpackConfig, reactRouterProductionBuild } from './create-webpack-config';

const appDir = join(__dirname, '..', '..', '..', 'host');
const federation = createFederationOptions({ name: 'host', appDir, packageJson: { name: '@venue/host', version: '1.0.0' } });
const configFor = (mode: 'production' | 'development') => createWebpackConfig({ appDir, federation, title: 'Venue' })({}, { mode });

type AliasRule = { test?: unknown; resolve?: { alias?: Record<string, string> } };
const routerSurfaceAlias = (mode: 'production' | 'development') =>
  ((configFor(mode).module?.rules ?? []) as AliasRule[]).find((rule) => rule.test === ROUTER_SURFACE_PATH)?.resolve?.alias?.['react-router$'];

test("react-router's production build is found beside the installed package", () => {
  const path = reactRouterProductionBuild();
  assert.match(path, /react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
  assert.ok(existsSync(path));
});

test('production builds give the router surface the production build, development keeps the warnings', () => {
  assert.equal(routerSurfaceAlias('production'), reactRouterProductionBuild());
  assert.equal(routerSurfaceAlias('development'), undefined);
});
