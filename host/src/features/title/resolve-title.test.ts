import { createInstance, type i18n as I18n } from 'i18next';
import { hostTranslations } from '../../translations/host-translations';
import { resolveTitle } from './resolve-title';

async function translator(language: string): Promise<I18n> {
  const instance = createInstance();
  await instance.init({ lng: language, fallbackLng: 'pl', resources: {}, interpolation: { escapeValue: false } });
  for (const code of ['pl', 'en', 'uk'] as const) instance.addResourceBundle(code, 'host', hostTranslations[code]);
  return instance;
}

describe('resolveTitle', () => {
  it('names a host page from the host translations with the product name', async () => {
    expect(resolveTitle(await translator('pl'), 'host', 'login')).toBe('Logowanie · Venue');
    expect(resolveTitle(await translator('en'), 'host', 'login')).toBe('Sign in · Venue');
    expect(resolveTitle(await translator('uk'), 'host', 'notFound')).toBe('Сторінку не знайдено · Venue');
  });

  it('names a remote page from the remote namespace once it is registered', async () => {
    const i18n = await translator('pl');
    expect(resolveTitle(i18n, 'booking', 'myReservations')).toBe('Venue');
    i18n.addResourceBundle('pl', 'booking', { title: { myReservations: 'Moje rezerwacje' } });
    expect(resolveTitle(i18n, 'booking', 'myReservations')).toBe('Moje rezerwacje · Venue');
  });

  it('falls back to the product name for a page without a title', async () => {
    expect(resolveTitle(await translator('pl'), 'host', 'unknownRoute')).toBe('Venue');
  });
});
