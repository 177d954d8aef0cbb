import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n, registerTranslations } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { walletTranslations } from './all-languages';

// The shared schemas and rules emit `wallet:validation.*` for messages only this remote shows (the withdrawal form's)
// (shared/i18n's validation-keys test covers the `common` ones); an untranslated key would reach the player raw.
const API_DIRS = [join(__dirname, '../../../shared/api/src/schemas'), join(__dirname, '../../../shared/api/src/rules')];

function walletKeysOfTheApi(): string[] {
  const keys = new Set<string>();
  for (const dir of API_DIRS) {
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const source = readFileSync(join(dir, file), 'utf8');
      for (const match of source.matchAll(/['"`](wallet:validation\.[A-Za-z]+)['"`]/g)) if (match[1]) keys.add(match[1]);
    }
  }
  return [...keys].sort();
}

describe('wallet validation keys of the shared schemas', () => {
  const keys = walletKeysOfTheApi();
  beforeAll(async () => {
    await loadAllLanguages();
    registerTranslations('wallet', walletTranslations);
  });

  it('are found', () => {
    expect(keys).toEqual(expect.arrayContaining(['wallet:validation.iban', 'wallet:validation.withdrawalMin']));
    expect(i18n.exists('wallet:validation.notAKey', { lng: 'en', fallbackLng: false })).toBe(false);
  });

  it.each(['pl', 'en', 'uk'])('are all translated in %s', (code) => {
    const missing = keys.filter((key) => !i18n.exists(key, { lng: code, fallbackLng: false }));
    expect(missing).toEqual([]);
  });
});
