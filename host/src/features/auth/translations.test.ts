import { expectCompleteTranslations } from '@venue/i18n/testing';
import { authTranslations } from './translations';

describe('auth translations', () => {
  it('are complete in pl, en and uk', () => {
    expect(() => expectCompleteTranslations(authTranslations)).not.toThrow();
  });

  it('hold the messages the specification fixes', () => {
    expect(authTranslations.pl.errors.smsSendFailed).toBe('Wystąpił błąd podczas wysyłania kodu SMS. Spróbuj ponownie.');
    expect(authTranslations.pl.errors.invalidCode).toBe('Błędny kod SMS. Spróbuj ponownie.');
  });
});
