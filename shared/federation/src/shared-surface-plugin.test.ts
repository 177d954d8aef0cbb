import assert from 'node:assert/strict';
import { dirname } from 'node:path';
import { test } from 'node:test';
import { I18N_SURFACE_PATH, VALIBOT_SURFACE_PATH } from './create-shared-config';
import { esmEntryOf } from './shared-surface-plugin';

test("the react-i18next surface's own import is sent to the package's ES module entry", () => {
  assert.match(esmEntryOf(dirname(I18N_SURFACE_PATH), 'react-i18next'), /react-i18next[\\/]dist[\\/]es[\\/]index\.js$/);
});

test("valibot's ES module entry is read from its conditional export map", () => {
  assert.match(esmEntryOf(dirname(VALIBOT_SURFACE_PATH), 'valibot'), /valibot[\\/]dist[\\/]index\.mjs$/);
});
