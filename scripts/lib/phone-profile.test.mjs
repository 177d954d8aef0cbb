import assert from 'node:assert/strict';
import { it } from 'node:test';
import { SLOW_4G_PHONE, networkConditions, targetsIn } from './phone-profile.mjs';

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

/** A DOM element as far as `targetsIn` reads one. */
function element(tag, { label, text = '', children = [] } = {}) {
  const node = {
    nodeType: 1,
    tag,
    textContent: text,
    getAttribute: (attribute) => (attribute === 'aria-label' ? (label ?? null) : null),
    matches: (selector) => selector === tag,
    querySelectorAll: (selector) =>
      children.flatMap((child) => [...(child.matches(selector) ? [child] : []), ...child.querySelectorAll(selector)]),
  };
  return node;
}

it('finds the target among the attached nodes and their descendants, by aria-label or else text', () => {
  const slot = element('button', { label: '08:00, Kort squash 1, 80,00 zł / h', text: '80,00 zł / h' });
  const day = element('button', { text: 'sob. 28 lis' });
  const grid = element('table', { children: [element('tr', { children: [slot] })] });
  const text = { nodeType: 3, textContent: '10:00' };
  assert.deepEqual(targetsIn([text, day, grid], 'button', /\b\d{1,2}:\d{2}\b/), [slot]);
  const pay = element('button', { text: 'Zapłać 80,00 zł' });
  assert.deepEqual(targetsIn([pay], 'button', /^Zapłać/), [pay]);
  assert.deepEqual(targetsIn([element('a', { text: 'Zapłać' })], 'button', /^Zapłać/), []);
});
