import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loginSmsText } from './login-sms-text.js';

describe('loginSmsText', () => {
  it('names the code and how long it works, in the language asked for', () => {
    assert.equal(loginSmsText('0427', 300, 'pl'), 'Kod logowania: 0427. Ważny 5 minut.');
    assert.equal(loginSmsText('0427', 300, 'en'), 'Login code: 0427. Valid for 5 minutes.');
    assert.equal(loginSmsText('0427', 300, 'uk'), 'Код для входу: 0427. Дійсний протягом 5 хвилин.');
  });

  it('keeps the code the only 4-digit number', () => {
    for (const language of ['pl', 'en', 'uk'] as const) {
      assert.deepEqual(loginSmsText('9999', 3600, language).match(/(?<!\d)\d{4}(?!\d)/g), ['9999'], language);
    }
  });
});
