import { expectCompleteTranslations } from '@venue/i18n/testing';
import { ROUTES, routesOf } from '@venue/routes';
import { hostTranslations } from './host-translations';

describe('host translations', () => {
  it('are complete in pl, en and uk', () => {
    expect(() => expectCompleteTranslations(hostTranslations)).not.toThrow();
  });

  it('name every host page, the not-found page and the framed page', () => {
    for (const id of [...routesOf('host'), 'notFound', 'frame']) {
      for (const code of ['pl', 'en', 'uk'] as const) {
        expect(hostTranslations[code].title).toHaveProperty(id);
      }
    }
    expect(Object.keys(ROUTES)).toContain('login');
  });

  it('carry the messages the specification fixes', () => {
    expect(hostTranslations.pl.notFound.heading).toBe('Aut! Piłka poza kortem!');
    expect(hostTranslations.pl.serverError.heading).toBe('Ups! Serwer potrzebuje przerwy technicznej');
    expect(hostTranslations.pl.session.refreshFailed).toBe('Nie udało się odświeżyć danych użytkownika');
  });
});
