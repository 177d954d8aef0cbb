import assert from 'node:assert/strict';
import { it } from 'node:test';
import { RuntimeConfigSchema } from '../../shared/api/src/runtime-config.ts';
import { PRODUCT_PORTS, TEST_PORTS } from './apps.mjs';
import { buildRuntimeConfig } from './runtime-config.mjs';

it('generates a config the host accepts (RuntimeConfigSchema of @venue/api)', async () => {
  for (const ports of [PRODUCT_PORTS, TEST_PORTS]) {
    // Standard Schema interface: validates without importing valibot here.
    const result = await RuntimeConfigSchema['~standard'].validate(buildRuntimeConfig({ ports }));
    assert.equal(result.issues, undefined, JSON.stringify(result.issues));
  }
});
