import assert from 'node:assert/strict';
import { it } from 'node:test';
import { SLOW_4G_PHONE, attachmentOf, networkConditions } from './phone-profile.mjs';

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

it('times an element by the last attachment on its way to the document', () => {
  const html = { parentNode: null };
  const main = { parentNode: html };
  const grid = { parentNode: main };
  const slot = { parentNode: grid };
  const stamps = new Map([
    [html, { attachedAt: 10, paintedAt: 20 }],
    [grid, { attachedAt: 900, paintedAt: 950 }],
    [main, { attachedAt: 400, paintedAt: 420 }],
  ]);
  // The slot came with its grid: the grid's stamp, not the earlier page frame's.
  assert.deepEqual(attachmentOf(slot, stamps), { attachedAt: 900, paintedAt: 950 });
  assert.deepEqual(attachmentOf(main, stamps), { attachedAt: 400, paintedAt: 420 });
  assert.equal(attachmentOf({ parentNode: null }, stamps), undefined);
});
