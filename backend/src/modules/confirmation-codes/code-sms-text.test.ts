import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CODE_PURPOSES } from '../../db/schema/index.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import type { CodePurpose } from './code-policy.js';
import { codeSmsText } from './code-sms-text.js';

/** Each purpose's text for code 1234 valid 300 s: what it is for, how long it works, and for account actions to keep it secret. */
const EXPECTED: Readonly<Record<CodePurpose, Readonly<Record<MessageLanguage, string>>>> = {
  login: {
    pl: 'Kod logowania: 1234. Ważny 5 minut.',
    en: 'Login code: 1234. Valid for 5 minutes.',
    uk: 'Код для входу: 1234. Дійсний протягом 5 хвилин.',
  },
  delete_account: {
    pl: 'Kod usunięcia konta: 1234. Ważny 5 minut. Nie podawaj go nikomu.',
    en: 'Account deletion code: 1234. Valid for 5 minutes. Do not share it with anyone.',
    uk: 'Код видалення акаунта: 1234. Дійсний протягом 5 хвилин. Нікому його не повідомляйте.',
  },
  withdrawal: {
    pl: 'Kod wypłaty z portfela: 1234. Ważny 5 minut. Nie podawaj go nikomu.',
    en: 'Wallet withdrawal code: 1234. Valid for 5 minutes. Do not share it with anyone.',
    uk: 'Код виведення коштів з гаманця: 1234. Дійсний протягом 5 хвилин. Нікому його не повідомляйте.',
  },
};

describe('codeSmsText', () => {
  for (const purpose of CODE_PURPOSES) {
    it(`${purpose}: says what the code is for and how long it works, in the language asked for`, () => {
      for (const language of ['pl', 'en', 'uk'] as const)
        assert.equal(codeSmsText(purpose, '1234', 300, language), EXPECTED[purpose][language]);
    });
  }

  it('login: keeps a leading zero of the code', () => {
    assert.equal(codeSmsText('login', '0427', 300, 'pl'), 'Kod logowania: 0427. Ważny 5 minut.');
    assert.equal(codeSmsText('login', '0427', 300, 'en'), 'Login code: 0427. Valid for 5 minutes.');
    assert.equal(codeSmsText('login', '0427', 300, 'uk'), 'Код для входу: 0427. Дійсний протягом 5 хвилин.');
  });

  it('keeps the code the only 4-digit number', () => {
    for (const purpose of CODE_PURPOSES) {
      for (const language of ['pl', 'en', 'uk'] as const) {
        assert.deepEqual(codeSmsText(purpose, '9999', 3600, language).match(/(?<!\d)\d{4}(?!\d)/g), ['9999'], `${purpose} ${language}`);
      }
    }
  });
});
