import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PRODUCT_PORTS, TEST_PORTS, resolvePorts } from './apps.mjs';
import { buildRuntimeConfig, frontendOrigins } from './runtime-config.mjs';

describe('resolvePorts', () => {
  it('uses the product defaults 3000–3005 and 4000', () => {
    assert.deepEqual(resolvePorts(PRODUCT_PORTS, {}), {
      host: 3000,
      booking: 3001,
      account: 3002,
      wallet: 3003,
      trainer: 3004,
      kiosk: 3005,
      api: 4000,
    });
  });
  it('takes PORT_* overrides', () => {
    const ports = resolvePorts(PRODUCT_PORTS, { PORT_HOST: '8080', PORT_API: '9090' });
    assert.equal(ports.host, 8080);
    assert.equal(ports.api, 9090);
    assert.equal(ports.booking, 3001);
  });
  it('rejects a bad or doubled port', () => {
    assert.throws(() => resolvePorts(PRODUCT_PORTS, { PORT_WALLET: 'abc' }), /PORT_WALLET=abc/);
    assert.throws(() => resolvePorts(PRODUCT_PORTS, { PORT_WALLET: '3001' }), /both booking and wallet/);
  });
  it('keeps test ports clear of the product ports', () => {
    const product = new Set(Object.values(PRODUCT_PORTS));
    assert.ok(Object.values(TEST_PORTS).every((port) => !product.has(port)));
  });
});

describe('buildRuntimeConfig', () => {
  it('points the host at every remote manifest and the API', () => {
    const config = buildRuntimeConfig({ ports: PRODUCT_PORTS });
    assert.equal(config.apiUrl, 'http://localhost:4000/api');
    assert.equal(config.environment, 'development');
    assert.equal(config.release, 'player-app@1.0.0');
    assert.deepEqual(config.remotes, {
      booking: 'http://localhost:3001/mf-manifest.json',
      account: 'http://localhost:3002/mf-manifest.json',
      wallet: 'http://localhost:3003/mf-manifest.json',
      trainer: 'http://localhost:3004/mf-manifest.json',
      kiosk: 'http://localhost:3005/mf-manifest.json',
    });
  });
  it('lists each app origin on localhost and 127.0.0.1 for CORS', () => {
    assert.deepEqual(frontendOrigins(PRODUCT_PORTS, ['host']), ['http://localhost:3000', 'http://127.0.0.1:3000']);
  });
});
