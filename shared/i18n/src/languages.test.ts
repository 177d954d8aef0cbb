import { fromLanguageCode, isLanguage, localeOf, nextLanguage, toLanguageCode } from './languages';

describe('languages', () => {
  it('cycles pl → en → ua → pl', () => {
    expect(nextLanguage('pl')).toBe('en');
    expect(nextLanguage('en')).toBe('ua');
    expect(nextLanguage('ua')).toBe('pl');
  });

  it('uses the ISO code uk internally for the stored value ua', () => {
    expect(toLanguageCode('ua')).toBe('uk');
    expect(fromLanguageCode('uk')).toBe('ua');
    expect(fromLanguageCode('uk-UA')).toBe('ua');
    expect(fromLanguageCode('en-GB')).toBe('en');
    expect(fromLanguageCode(undefined)).toBe('pl');
    expect(localeOf('ua')).toBe('uk-UA');
  });

  it('accepts only the three product languages', () => {
    expect(isLanguage('ua')).toBe(true);
    expect(isLanguage('uk')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });
});
