import assert from 'node:assert/strict';
import { test } from 'node:test';
import { i18n, initI18n, loadLanguage, type LanguageCode, type TranslationLoaders } from '@venue/i18n';
import type { TranslationTree } from '@venue/routes';
import { loadStandaloneStrings } from './standalone-strings';
import { STANDALONE_NAMESPACE } from './standalone-translations';

function fakeLoaders(failing?: LanguageCode) {
  const calls: LanguageCode[] = [];
  const loader = (code: LanguageCode) => async (): Promise<TranslationTree> => {
    calls.push(code);
    if (code === failing) throw new Error(`chunk ${code} unreachable`);
    return { title: { wallet: `wallet-${code}` } };
  };
  const loaders: TranslationLoaders = { pl: loader('pl'), en: loader('en'), uk: loader('uk') };
  return { loaders, calls };
}

test('fetches only the current language of the remote, and the shell strings, before resolving', async () => {
  initI18n();
  await i18n.changeLanguage('en');
  const { loaders, calls } = fakeLoaders();

  await loadStandaloneStrings('wallet', loaders);

  assert.deepEqual(calls, ['en']);
  assert.equal(i18n.getResource('en', 'wallet', 'title.wallet'), 'wallet-en');
  assert.equal(i18n.hasResourceBundle('uk', 'wallet'), false);
  assert.equal(i18n.hasResourceBundle('en', STANDALONE_NAMESPACE), true);

  await loadLanguage('uk');
  assert.deepEqual(calls, ['en', 'uk']);
  assert.equal(i18n.getResource('uk', 'wallet', 'title.wallet'), 'wallet-uk');
});

test('rejects when the current language of the remote cannot be fetched', async () => {
  initI18n();
  await i18n.changeLanguage('pl');
  const { loaders } = fakeLoaders('pl');

  await assert.rejects(loadStandaloneStrings('kiosk', loaders), /chunk pl unreachable/);
});
