import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deletionSmsText } from './deletion-sms-text.js';

describe('deletionSmsText', () => {
  it('names the code, how long it works and to keep it secret, in the language asked for', () => {
    assert.equal(deletionSmsText('1234', 300, 'pl'), 'Kod usunięcia konta: 1234. Ważny 5 minut. Nie podawaj go nikomu.');
    assert.equal(deletionSmsText('1234', 300, 'en'), 'Account deletion code: 1234. Valid for 5 minutes. Do not share it with anyone.');
    assert.equal(
      deletionSmsText('1234', 300, 'uk'),
      'Код видалення акаунта: 1234. Дійсний протягом 5 хвилин. Нікому його не повідомляйте.',
    );
  });
});
