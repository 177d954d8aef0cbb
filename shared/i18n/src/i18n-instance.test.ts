import type { Translations } from '@venue/routes';

type I18nModule = typeof import('./index');

/** A fresh copy of the package and of i18next, so each case starts uninitialised. */
function loadFresh(): I18nModule {
  let loaded: I18nModule | undefined;
  jest.isolateModules(() => {
    loaded = require('./index') as I18nModule;
  });
  if (!loaded) throw new Error('module did not load');
  return loaded;
}

describe('initI18n', () => {
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('is idempotent and returns the one instance', () => {
    const { initI18n, i18n } = loadFresh();
    const first = initI18n();
    expect(initI18n()).toBe(first);
    expect(first).toBe(i18n);
    expect(first.isInitialized).toBe(true);
  });

  it('starts in the stored language, with uk inside and on the document', async () => {
    localStorage.setItem('language', 'ua');
    const { initI18n, currentLanguage, translationsReady } = loadFresh();
    const i18n = initI18n();
    await translationsReady();
    expect(i18n.language).toBe('uk');
    expect(currentLanguage()).toBe('ua');
    expect(document.documentElement.lang).toBe('uk');
    expect(i18n.t('validation.required')).toBe('Це поле обов’язкове');
  });

  it('defaults to Polish for an unsupported browser language', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    const { initI18n, translationsReady } = loadFresh();
    await translationsReady();
    expect(initI18n().t('errors.generic')).toBe('Wystąpił błąd');
    expect(document.documentElement.lang).toBe('pl');
  });

  it('registers a namespace before or after init, and replaces it on re-registration', async () => {
    const { registerTranslations, initI18n, setLanguage, loadLanguage } = loadFresh();
    const first: Translations = { pl: { hello: 'Cześć' }, en: { hello: 'Hello' }, uk: { hello: 'Привіт' } };
    registerTranslations('greeting', first);
    const i18n = initI18n();
    await Promise.all([loadLanguage('pl'), loadLanguage('uk')]);
    setLanguage('pl');
    expect(i18n.t('greeting:hello')).toBe('Cześć');
    setLanguage('ua');
    expect(i18n.t('greeting:hello')).toBe('Привіт');
    registerTranslations('greeting', { ...first, uk: { hello: 'Вітаю' } });
    expect(i18n.t('greeting:hello')).toBe('Вітаю');
  });
});

describe('plurals', () => {
  const { initI18n, setLanguage, loadLanguage } = loadFresh();
  const i18n = initI18n();
  beforeAll(() => Promise.all([loadLanguage('pl'), loadLanguage('en'), loadLanguage('uk')]));

  it.each([
    [1, 'za 1 sekundę'],
    [2, 'za 2 sekundy'],
    [5, 'za 5 sekund'],
    [22, 'za 22 sekundy'],
  ])('Polish: %i', (count, expected) => {
    setLanguage('pl');
    expect(i18n.t('inDuration.seconds', { count })).toBe(expected);
  });

  it.each([
    [1, 'через 1 секунду'],
    [2, 'через 2 секунди'],
    [5, 'через 5 секунд'],
    [22, 'через 22 секунди'],
  ])('Ukrainian: %i', (count, expected) => {
    setLanguage('ua');
    expect(i18n.t('inDuration.seconds', { count })).toBe(expected);
  });

  it.each([
    [1, 'in 1 second'],
    [22, 'in 22 seconds'],
  ])('English: %i', (count, expected) => {
    setLanguage('en');
    expect(i18n.t('inDuration.seconds', { count })).toBe(expected);
  });
});
