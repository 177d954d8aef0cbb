import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validForMinutes } from './validity-text.js';

describe('validForMinutes', () => {
  it('says how long a code works in each language, with the right plural', () => {
    assert.equal(validForMinutes('pl', 5), 'Ważny 5 minut.');
    assert.equal(validForMinutes('pl', 1), 'Ważny 1 minutę.');
    assert.equal(validForMinutes('pl', 3), 'Ważny 3 minuty.');
    assert.equal(validForMinutes('en', 5), 'Valid for 5 minutes.');
    assert.equal(validForMinutes('en', 1), 'Valid for 1 minute.');
    assert.equal(validForMinutes('uk', 5), 'Дійсний протягом 5 хвилин.');
    assert.equal(validForMinutes('uk', 1), 'Дійсний протягом 1 хвилини.');
    assert.equal(validForMinutes('uk', 21), 'Дійсний протягом 21 хвилини.');
    assert.equal(validForMinutes('uk', 3), 'Дійсний протягом 3 хвилин.');
  });
});
