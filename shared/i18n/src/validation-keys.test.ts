import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initI18n, loadLanguage } from './i18n-instance';

// The shared schemas and rules emit these keys as messages; a key nobody translated would reach the user raw.
const SCHEMAS_DIRS = [join(__dirname, '../../api/src/schemas'), join(__dirname, '../../api/src/rules')];

function keysUsedBySchemas(): string[] {
  const keys = new Set<string>();
  for (const dir of SCHEMAS_DIRS) {
    for (const file of readdirSync(dir)) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const source = readFileSync(join(dir, file), 'utf8');
      for (const match of source.matchAll(/['"`](validation\.[A-Za-z]+)['"`]/g)) if (match[1]) keys.add(match[1]);
    }
  }
  return [...keys].sort();
}

describe('validation keys of the shared schemas', () => {
  const i18n = initI18n();
  const keys = keysUsedBySchemas();
  beforeAll(() => Promise.all([loadLanguage('pl'), loadLanguage('en'), loadLanguage('uk')]));

  it('are found', () => {
    expect(keys).toEqual(expect.arrayContaining(['validation.required', 'validation.phone', 'validation.otpCode']));
    expect(i18n.exists('common:validation.notAKey', { lng: 'en', fallbackLng: false })).toBe(false);
  });

  it.each(['pl', 'en', 'uk'])('are all translated in %s', (code) => {
    const missing = keys.filter((key) => !i18n.exists(`common:${key}`, { lng: code, fallbackLng: false }));
    expect(missing).toEqual([]);
  });
});
