import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CODE_PURPOSES } from '../../db/schema/index.js';
import { codeSmsText } from './code-sms-text.js';

describe('codeSmsText', () => {
  it('login: names the code and how long it works, in the language asked for', () => {
    assert.equal(codeSmsText('login', '0427', 300, 'pl'), 'Kod logowania: 0427. Ważny 5 minut.');
    assert.equal(codeSmsText('login', '0427', 300, 'en'), 'Login code: 0427. Valid for 5 minutes.');
    assert.equal(codeSmsText('login', '0427', 300, 'uk'), 'Код для входу: 0427. Дійсний протягом 5 хвилин.');
  });

  it('account deletion: names the code, how long it works and to keep it secret, in the language asked for', () => {
    assert.equal(codeSmsText('delete_account', '1234', 300, 'pl'), 'Kod usunięcia konta: 1234. Ważny 5 minut. Nie podawaj go nikomu.');
    assert.equal(
      codeSmsText('delete_account', '1234', 300, 'en'),
      'Account deletion code: 1234. Valid for 5 minutes. Do not share it with anyone.',
    );
    assert.equal(
      codeSmsText('delete_account', '1234', 300, 'uk'),
      'Код видалення акаунта: 1234. Дійсний протягом 5 хвилин. Нікому його не повідомляйте.',
    );
  });

  it('withdrawal: names the code, how long it works and to keep it secret, in the language asked for', () => {
    assert.equal(codeSmsText('withdrawal', '1234', 300, 'pl'), 'Kod wypłaty z portfela: 1234. Ważny 5 minut. Nie podawaj go nikomu.');
    assert.equal(
      codeSmsText('withdrawal', '1234', 300, 'en'),
      'Wallet withdrawal code: 1234. Valid for 5 minutes. Do not share it with anyone.',
    );
    assert.equal(
      codeSmsText('withdrawal', '1234', 300, 'uk'),
      'Код виведення коштів з гаманця: 1234. Дійсний протягом 5 хвилин. Нікому його не повідомляйте.',
    );
  });

  it('keeps the code the only 4-digit number', () => {
    for (const purpose of CODE_PURPOSES) {
      for (const language of ['pl', 'en', 'uk'] as const) {
        assert.deepEqual(codeSmsText(purpose, '9999', 3600, language).match(/(?<!\d)\d{4}(?!\d)/g), ['9999'], `${purpose} ${language}`);
      }
    }
  });
});
