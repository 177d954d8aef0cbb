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

it('sends trace headers to the API origin only, and carries a DSN when given one', () => {
  const config = buildRuntimeConfig({ ports: PRODUCT_PORTS, sentryDsn: 'http://local@127.0.0.1:4900/1' });
  assert.deepEqual(config.monitoring.tracePropagationTargets, [`http://localhost:${PRODUCT_PORTS.api}`]);
  assert.equal(config.monitoring.sentryDsn, 'http://local@127.0.0.1:4900/1');
  assert.equal(buildRuntimeConfig({ ports: PRODUCT_PORTS }).monitoring.sentryDsn, '');
});
