import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { I18N_SURFACE_PATH, SHARED_SURFACES } from './create-shared-config';
import { importedNames, namesMissingFromSurface, surfaceNames } from './surface-imports';

const SURFACE_FILES = Object.values(SHARED_SURFACES).filter((path): path is string => Boolean(path));

test('the react-i18next surface provides the hook and the i18next binding, not Trans', () => {
  const names = surfaceNames(I18N_SURFACE_PATH, 'react-i18next');
  assert.deepEqual([...names].sort(), ['initReactI18next', 'useTranslation']);
});

test('app and shared code imports from react-i18next only names the shared surface provides', () => {
  assert.deepEqual(
    namesMissingFromSurface('react-i18next', I18N_SURFACE_PATH, 'react-i18next', SURFACE_FILES),
    [],
    'add these to src/runtime/react-i18next.ts (a shared-contract change)',
  );
});

test('the scan sees value imports and ignores type-only ones', () => {
  const source = [
    "import { Trans, useTranslation as useT, type TFunction } from 'react-i18next';",
    "import type { UseTranslationResponse } from 'react-i18next';",
  ].join('\n');
  assert.deepEqual(importedNames(source, 'react-i18next'), ['Trans', 'useTranslation']);
});

test('a name missing from a surface is reported', () => {
  const surface = join(mkdtempSync(join(tmpdir(), 'surface-')), 'react-i18next.ts');
  writeFileSync(surface, "export { initReactI18next } from 'react-i18next';\n");
  const missing = namesMissingFromSurface('react-i18next', surface, 'react-i18next', SURFACE_FILES);
  assert.ok(missing.some((entry) => entry.endsWith(': useTranslation')), missing.join('\n'));
});
