import assert from 'node:assert/strict';
import { it } from 'node:test';
import { SLOW_4G_PHONE, networkConditions } from './phone-profile.mjs';

it('throttles to slow 4G in the protocol’s units (bytes per second, milliseconds)', () => {
  assert.deepEqual(networkConditions(SLOW_4G_PHONE), {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 93_750,
  });
});

it('describes a mid-range phone: CPU 4× slower on a 360 px wide screen', () => {
  assert.equal(SLOW_4G_PHONE.cpuSlowdown, 4);
  assert.deepEqual(SLOW_4G_PHONE.viewport, { width: 360, height: 780 });
});
