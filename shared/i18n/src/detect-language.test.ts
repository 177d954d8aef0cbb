import { detectLanguage, storeLanguage } from './detect-language';

function browserLanguages(languages: string[]) {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('detectLanguage', () => {
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('prefers the stored choice', () => {
    localStorage.setItem('language', 'ua');
    browserLanguages(['en-US']);
    expect(detectLanguage()).toBe('ua');
  });

  it('ignores a stored value that is not a product language', () => {
    localStorage.setItem('language', 'de');
    browserLanguages(['en-US']);
    expect(detectLanguage()).toBe('en');
  });

  it.each([
    [['pl-PL', 'en'], 'pl'],
    [['de-DE', 'en-GB'], 'en'],
    [['uk-UA'], 'ua'],
    [['ua'], 'ua'],
    [['fr', 'uk'], 'ua'],
  ])('maps browser languages %j to %s', (languages, expected) => {
    browserLanguages(languages);
    expect(detectLanguage()).toBe(expected);
  });

  it('falls back to Polish', () => {
    browserLanguages(['de-DE', 'fr']);
    expect(detectLanguage()).toBe('pl');
    browserLanguages([]);
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('');
    expect(detectLanguage()).toBe('pl');
  });

  it('stores a choice under the key language', () => {
    storeLanguage('en');
    expect(localStorage.getItem('language')).toBe('en');
  });
});
