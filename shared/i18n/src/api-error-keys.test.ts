import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initI18n, loadLanguage } from './i18n-instance';

// ApiError.messageKey names a `common` key the apps show as is; an untranslated one would reach the user raw.
const API_ERROR_FILE = join(__dirname, '../../api/src/client/api-error.ts');

function keysNamedByApiError(): string[] {
  const source = readFileSync(API_ERROR_FILE, 'utf8');
  return [...new Set([...source.matchAll(/['"`](errors\.[A-Za-z]+)['"`]/g)].map((match) => match[1] ?? ''))].sort();
}

describe('message keys of ApiError', () => {
  const i18n = initI18n();
  const keys = keysNamedByApiError();
  beforeAll(() => Promise.all([loadLanguage('pl'), loadLanguage('en'), loadLanguage('uk')]));

  it('are found', () => {
    expect(keys).toEqual(expect.arrayContaining(['errors.generic', 'errors.busy']));
  });

  it.each(['pl', 'en', 'uk'])('are all translated in %s', (code) => {
    const missing = keys.filter((key) => !i18n.exists(`common:${key}`, { lng: code, fallbackLng: false }));
    expect(missing).toEqual([]);
  });
});
