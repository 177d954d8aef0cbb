import assert from 'node:assert/strict';
import { test } from 'node:test';
import { examplePath } from './example-path';

test('fills parameters and drops optional parts and splats', () => {
  assert.equal(examplePath('/reservation/:venueId/*'), '/reservation/1');
  assert.equal(examplePath('/self-checkout/:venueId/:uuid?'), '/self-checkout/1');
  assert.equal(examplePath('/my-reservations/recurring/:parentId'), '/my-reservations/recurring/1');
  assert.equal(examplePath('/wallet'), '/wallet');
});
