import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { SHARED_SURFACES, type SharedSurface } from './create-shared-config';
import { HOST_SHARED_MODULES_FILE, importedNames, namesMissingFromSurface, namespaceMemberNames, surfaceNames } from './surface-imports';

const SURFACES = Object.entries(SHARED_SURFACES) as [string, SharedSurface][];
const SURFACE_FILES = SURFACES.map(([, surface]) => surface.path);

function surfaceOf(name: string): SharedSurface {
  const surface = SHARED_SURFACES[name as keyof typeof SHARED_SURFACES];
  assert.ok(surface, `${name} has a surface`);
  return surface;
}

for (const [name, surface] of SURFACES) {
  test(`app and shared code imports from ${name} only names its shared surface provides`, () => {
    assert.deepEqual(
      namesMissingFromSurface(name, surface, SURFACE_FILES),
      [],
      `add these to ${surface.path.slice(surface.path.indexOf('src'))} (a shared-contract change)`,
    );
  });
}

test('the router surface exports the component router', () => {
  const names = surfaceNames(surfaceOf('react-router-dom').path, 'react-router');
  for (const name of ['BrowserRouter', 'Routes', 'Route', 'Link', 'Navigate', 'useNavigate', 'useLocation']) {
    assert.ok(names.has(name), name);
  }
});

test('the react-i18next surface provides the hook and the i18next binding, not Trans', () => {
  assert.deepEqual([...surfaceNames(surfaceOf('react-i18next').path, 'react-i18next')].sort(), ['initReactI18next', 'useTranslation']);
});

test('the styled-components surface provides styled itself and leaves server rendering out', () => {
  const names = surfaceNames(surfaceOf('styled-components').path, 'styled-components');
  for (const name of ['default', 'ThemeProvider', 'createGlobalStyle', 'css', 'keyframes']) assert.ok(names.has(name), name);
  assert.equal(names.has('ServerStyleSheet'), false);
});

test('the API surface leaves phone validation to @venue/api/phone', () => {
  const names = surfaceNames(surfaceOf('@venue/api').path, '@venue/api');
  for (const name of ['configureApi', 'requestOtp', 'verifyOtp', 'getMe']) assert.ok(names.has(name), name);
  for (const name of ['normalizePhone', 'callingCodeOf', 'OtpLoginSignupRequestSchema']) assert.equal(names.has(name), false, name);
});

test('the scan sees default and named value imports and ignores type-only ones', () => {
  const source = [
    "import styled, { css as style, type DefaultTheme } from 'styled-components';",
    "import type { Interpolation } from 'styled-components';",
  ].join('\n');
  assert.deepEqual(importedNames(source, 'styled-components'), ['default', 'css']);
});

test('a name missing from a surface is reported', () => {
  const path = join(mkdtempSync(join(tmpdir(), 'surface-')), 'react-i18next.ts');
  writeFileSync(path, "export { initReactI18next } from 'react-i18next';\n");
  const missing = namesMissingFromSurface('react-i18next', { path, source: 'react-i18next' }, SURFACE_FILES);
  assert.ok(
    missing.some((entry) => entry.endsWith(': useTranslation')),
    missing.join('\n'),
  );
});

test('a namespace import contributes the lower-case members it uses, not its types or other objects', () => {
  const source = [
    "import * as v from 'valibot';",
    "import type * as t from 'valibot';",
    'export const Schema = v.pipe(v.string(), v.email());',
    'export type Value = v.InferOutput<typeof Schema>;',
    'const nav = { v: 1 }; nav.v.toString(); value.v.other();',
  ].join('\n');
  assert.deepEqual(namespaceMemberNames(source, 'valibot'), ['pipe', 'string', 'email']);
});

test('a valibot function the apps use but its surface lacks is reported', () => {
  const path = join(mkdtempSync(join(tmpdir(), 'surface-')), 'valibot.ts');
  writeFileSync(path, "export { object, string } from 'valibot';\n");
  const missing = namesMissingFromSurface('valibot', { path, source: 'valibot', namespaceImports: true }, SURFACE_FILES);
  assert.ok(
    missing.some((entry) => entry.endsWith(': pipe')),
    missing.join('\n'),
  );
  assert.ok(!missing.some((entry) => entry.endsWith('* as …')), missing.join('\n'));
});

test('a surface that allows no namespace import reports one', () => {
  const path = join(mkdtempSync(join(tmpdir(), 'surface-')), 'valibot.ts');
  writeFileSync(path, "export { object } from 'valibot';\n");
  const missing = namesMissingFromSurface('valibot', { path, source: 'valibot' }, SURFACE_FILES);
  assert.ok(
    missing.some((entry) => entry.endsWith('* as …')),
    missing.join('\n'),
  );
});

test("the host's hand-over of the surfaces, the one file allowed to import them whole, is where the check expects it", () => {
  assert.ok(existsSync(HOST_SHARED_MODULES_FILE), HOST_SHARED_MODULES_FILE);
});
