import assert from 'node:assert/strict';
import { it } from 'node:test';
import { codeFromSms } from './dev-login.mjs';

it('reads the 4-digit code out of an SMS text', () => {
  assert.equal(codeFromSms('Kod logowania: 1234. Ważny 5 minut.'), '1234');
  assert.equal(codeFromSms('Your code: 0042'), '0042');
  assert.throws(() => codeFromSms('Kod 12345 nieważny'), /exactly one/);
  assert.throws(() => codeFromSms('Kody 1234 i 5678'), /exactly one/);
});
