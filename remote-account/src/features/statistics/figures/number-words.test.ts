import { i18n, registerTranslations, setLanguage } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { loadAccountTranslations } from '../../../translations/all-languages';
import { clockTime, hoursOf, hoursText } from './number-words';

beforeAll(async () => {
  await loadAllLanguages();
  registerTranslations('account', await loadAccountTranslations());
});

const hoursIn = (language: 'pl' | 'en' | 'ua', minutes: number) => {
  setLanguage(language);
  return hoursText(i18n.getFixedT(null, 'account'), minutes, language);
};

describe('hours played in words', () => {
  it('takes the Polish plural forms: 1 godzina, 2 godziny, 5 godzin, 22 godziny, 1,5 godziny', () => {
    expect([60, 120, 300, 1320, 90, 12 * 60].map((m) => hoursIn('pl', m))).toEqual([
      '1 godzina',
      '2 godziny',
      '5 godzin',
      '22 godziny',
      '1,5 godziny',
      '12 godzin',
    ]);
  });

  it('takes the Ukrainian plural forms: 1 година, 2 години, 5 годин, 21 година, 1,5 години', () => {
    expect([60, 120, 300, 1260, 90].map((m) => hoursIn('ua', m))).toEqual(['1 година', '2 години', '5 годин', '21 година', '1,5 години']);
  });

  it('says 1 hour and 2 hours in English', () => {
    expect([60, 120, 90].map((m) => hoursIn('en', m))).toEqual(['1 hour', '2 hours', '1.5 hours']);
  });

  it('rounds minutes to a tenth of an hour and writes clock times', () => {
    expect(hoursOf(100)).toBe(1.7);
    expect(hoursOf(0)).toBe(0);
    expect(clockTime(1110)).toBe('18:30');
    expect(clockTime(65)).toBe('01:05');
  });
});
