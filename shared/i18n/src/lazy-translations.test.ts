import { act } from '@testing-library/react';
import type { TranslationTree } from '@venue/routes';

type I18nModule = typeof import('./index');

function loadFresh(): I18nModule {
  let loaded: I18nModule | undefined;
  jest.isolateModules(() => {
    loaded = require('./index') as I18nModule;
  });
  if (!loaded) throw new Error('module did not load');
  return loaded;
}

const STRINGS: Readonly<Record<'pl' | 'en' | 'uk', TranslationTree>> = {
  pl: { hello: 'Cześć' },
  en: { hello: 'Hello' },
  uk: { hello: 'Привіт' },
};

/** Loaders that answer only when the test lets them, counting what was asked for. */
function controlledLoaders() {
  const asked: string[] = [];
  const waiting = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const loaders = Object.fromEntries(
    (['pl', 'en', 'uk'] as const).map((code) => [
      code,
      () => {
        asked.push(code);
        return new Promise<TranslationTree>((resolve, reject) => {
          waiting.set(code, { resolve: () => resolve(STRINGS[code]), reject });
        });
      },
    ]),
  ) as Record<'pl' | 'en' | 'uk', () => Promise<TranslationTree>>;
  return {
    loaders,
    asked,
    answer: (code: string) => waiting.get(code)?.resolve(),
    fail: (code: string) => waiting.get(code)?.reject(new Error('offline')),
  };
}

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

it('fetches only the current language at registration, and resolves once it is in', async () => {
  localStorage.setItem('language', 'en');
  const { registerTranslationLoaders, initI18n, isLanguageLoaded } = loadFresh();
  const { loaders, asked, answer } = controlledLoaders();
  const ready = registerTranslationLoaders('greeting', loaders);
  expect(asked).toEqual(['en']);
  expect(isLanguageLoaded('en')).toBe(false);
  answer('en');
  await ready;
  expect(initI18n().t('greeting:hello')).toBe('Hello');
  expect(isLanguageLoaded('pl')).toBe(false);
});

it('switches language only once the new strings are in, and stores the choice then', async () => {
  localStorage.setItem('language', 'pl');
  const { registerTranslationLoaders, initI18n, setLanguage } = loadFresh();
  const { loaders, asked, answer } = controlledLoaders();
  const ready = registerTranslationLoaders('greeting', loaders);
  answer('pl');
  await ready;

  setLanguage('ua');
  expect(asked).toEqual(['pl', 'uk']);
  expect(initI18n().language).toBe('pl');
  expect(localStorage.getItem('language')).toBe('pl');
  await act(async () => answer('uk'));
  expect(initI18n().language).toBe('uk');
  expect(initI18n().t('greeting:hello')).toBe('Привіт');
  expect(localStorage.getItem('language')).toBe('ua');
});

it('stays in the shown language when the new strings cannot be fetched', async () => {
  localStorage.setItem('language', 'pl');
  const { registerTranslationLoaders, initI18n, setLanguage } = loadFresh();
  const { loaders, answer, fail } = controlledLoaders();
  const ready = registerTranslationLoaders('greeting', loaders);
  answer('pl');
  await ready;

  setLanguage('en');
  await act(async () => fail('en'));
  expect(initI18n().language).toBe('pl');
  expect(initI18n().t('greeting:hello')).toBe('Cześć');
});

it('starts fetching on the switch press, so the 150 ms delay hides the download', async () => {
  jest.useFakeTimers();
  localStorage.setItem('language', 'pl');
  const { registerTranslationLoaders, initI18n, cycleLanguage, LANGUAGE_SWITCH_DELAY_MS } = loadFresh();
  const { loaders, asked, answer } = controlledLoaders();
  const ready = registerTranslationLoaders('greeting', loaders);
  answer('pl');
  await ready;

  cycleLanguage();
  expect(asked).toEqual(['pl', 'en']);
  await act(async () => answer('en'));
  expect(initI18n().language).toBe('pl');
  act(() => jest.advanceTimersByTime(LANGUAGE_SWITCH_DELAY_MS));
  expect(initI18n().language).toBe('en');
});

/** Loaders that answer at once with `tree` per language. */
function immediateLoaders(trees: Readonly<Record<'pl' | 'en' | 'uk', TranslationTree>>) {
  const asked: string[] = [];
  const loaders = {
    pl: async () => (asked.push('pl'), trees.pl),
    en: async () => (asked.push('en'), trees.en),
    uk: async () => (asked.push('uk'), trees.uk),
  };
  return { loaders, asked };
}

it("a page's part joins its namespace under its key, keeps the namespace's strings, and follows a switch", async () => {
  localStorage.setItem('language', 'pl');
  const { registerTranslationLoaders, registerTranslationPart, initI18n, setLanguage, isLanguageLoaded } = loadFresh();
  const namespace = immediateLoaders({ pl: { title: 'Konto' }, en: { title: 'Account' }, uk: { title: 'Обліковий запис' } });
  const part = immediateLoaders({
    pl: { heading: 'Usuń konto' },
    en: { heading: 'Delete account' },
    uk: { heading: 'Видалити обліковий запис' },
  });
  await registerTranslationLoaders('account', namespace.loaders);
  await registerTranslationPart('account', 'dumpAccount', part.loaders);
  const i18n = initI18n();
  expect(i18n.t('account:dumpAccount.heading')).toBe('Usuń konto');
  expect(i18n.t('account:title')).toBe('Konto');
  expect(part.asked).toEqual(['pl']);

  setLanguage('en');
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
  expect(i18n.language).toBe('en');
  expect(isLanguageLoaded('en')).toBe(true);
  expect(i18n.t('account:dumpAccount.heading')).toBe('Delete account');
  expect(i18n.t('account:title')).toBe('Account');
  // Each language's part is fetched once.
  await registerTranslationPart('account', 'dumpAccount', part.loaders);
  expect(part.asked).toEqual(['pl', 'en']);
});

it('a namespace registered again (a remote retried) fetches its parts again once their strings are gone', async () => {
  localStorage.setItem('language', 'pl');
  const { registerTranslationLoaders, registerTranslationPart, initI18n } = loadFresh();
  const namespace = immediateLoaders({ pl: { title: 'Konto' }, en: { title: 'Account' }, uk: { title: 'Обліковий запис' } });
  const part = immediateLoaders({ pl: { heading: 'Usuń konto' }, en: { heading: 'Delete account' }, uk: { heading: 'Видалити' } });
  await registerTranslationLoaders('account', namespace.loaders);
  await registerTranslationPart('account', 'dumpAccount', part.loaders);
  const i18n = initI18n();
  i18n.removeResourceBundle('pl', 'account');
  await registerTranslationLoaders('account', namespace.loaders);
  expect(i18n.t('account:dumpAccount.heading')).toBe('Usuń konto');
  expect(part.asked).toEqual(['pl', 'pl']);
});
