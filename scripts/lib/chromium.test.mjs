import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { it } from 'node:test';
import { removeProfile } from './chromium.mjs';

it('removes a profile folder with what is inside', () => {
  const folder = mkdtempSync(join(tmpdir(), 'venue-profile-test-'));
  writeFileSync(join(folder, 'Cookies'), 'x');
  assert.equal(removeProfile(folder), true);
  assert.equal(existsSync(folder), false);
});

it('asks for retries and only warns when the folder cannot be removed (ENOTEMPTY after a Lighthouse run)', () => {
  let options;
  const stillBusy = (_path, given) => {
    options = given;
    throw Object.assign(new Error('ENOTEMPTY: directory not empty'), { code: 'ENOTEMPTY' });
  };
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    assert.equal(removeProfile('/tmp/venue-chromium-busy', stillBusy), false);
  } finally {
    console.warn = warn;
  }
  assert.equal(options.recursive, true);
  assert.ok(options.maxRetries >= 5);
});
