import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import webpack from 'webpack';
import { REMOTE_NAMES } from '@venue/routes';
import { checkRoutesContract, contractCheckSource } from './check-routes-contract';
import { CONTRACT_CHECKED_ENV, RoutesContractPlugin } from './routes-contract-plugin';

const fixtures = join(__dirname, '..', 'fixtures', 'routes-contract');
const target = (fixture: 'kept' | 'broken') => ({
  appDir: join(fixtures, fixture),
  remote: 'trainer',
  routesModule: './src/routes/routes-module.ts',
});

/**
 * A one-line webpack build with the plugin: what a remote's build does before compiling, without a
 * remote's cost. Two configurations, as a remote's webpack.config.ts gives (its app and its runtime core).
 */
async function buildWith(plugin: RoutesContractPlugin): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'routes-contract-'));
  try {
    writeFileSync(join(dir, 'entry.js'), `export default 'trainer';`);
    const config = { mode: 'development' as const, devtool: false as const, context: dir, entry: './entry.js' };
    const compiler = webpack([
      { ...config, output: { path: join(dir, 'dist') }, plugins: [plugin] },
      { ...config, name: 'runtime-core', output: { path: join(dir, 'dist'), filename: 'core.js' } },
    ]);
    return await new Promise<string>((resolve, reject) =>
      compiler.run((error, stats) =>
        error ? reject(error) : resolve(stats?.hasErrors() ? stats.toString({ all: false, errors: true }) : ''),
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the check assigns the default export of the exposed module to the contract for the remote', () => {
  assert.equal(
    contractCheckSource({ remote: 'booking', routesModule: './src/routes/routes-module.ts' }),
    [
      `import type { RemoteRoutesModule } from '@venue/routes';`,
      `import routesModule from "./src/routes/routes-module";`,
      `export const contract: RemoteRoutesModule<"booking"> = routesModule;`,
      '',
    ].join('\n'),
  );
});

test('a routes module with a page for every route of the remote keeps the contract', () => {
  assert.deepEqual(checkRoutesContract(target('kept')), []);
});

test("a build fails when the routes module lacks a page of the remote's routes", async () => {
  const errors = await buildWith(new RoutesContractPlugin(target('broken'), {}));
  assert.match(errors, /RoutesContractPlugin: \.\/src\/routes\/routes-module\.ts breaks RemoteRoutesModule<'trainer'>/);
  assert.match(errors, /trainerReservations/);
});

test('a missing routes module is a problem, not a pass', () => {
  assert.deepEqual(checkRoutesContract({ ...target('kept'), routesModule: './src/routes/nowhere.ts' }), [
    './src/routes/nowhere.ts: the exposed routes module is missing',
  ]);
});

test(`the build skips the check when ${CONTRACT_CHECKED_ENV}=1 says the workspace type-check has run`, async () => {
  assert.equal(await buildWith(new RoutesContractPlugin(target('broken'), { [CONTRACT_CHECKED_ENV]: '1' })), '');
});

test(`every remote's routes module states its contract, so the workspace type-check proves it where ${CONTRACT_CHECKED_ENV}=1 skips the build's check`, () => {
  const repoRoot = join(__dirname, '..', '..', '..');
  for (const remote of REMOTE_NAMES) {
    const source = readFileSync(join(repoRoot, `remote-${remote}`, 'src', 'routes', 'routes-module.ts'), 'utf8');
    assert.match(source, new RegExp(`\\} satisfies RemoteRoutesModule<'${remote}'>;`), `remote-${remote}'s routes module`);
    assert.match(source, /export default routesModule;/, `remote-${remote}'s routes module`);
  }
});
