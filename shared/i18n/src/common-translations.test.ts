import type { Translations } from '@venue/routes';
import { commonTranslations } from './common-translations';
import { expectCompleteTranslations, findTranslationProblems } from './testing';

describe('common namespace', () => {
  it('is complete in pl, en and uk', () => {
    expect(() => expectCompleteTranslations(commonTranslations)).not.toThrow();
  });

  it('holds the messages the specification fixes', () => {
    expect(commonTranslations.pl.validation.otpCode).toBe('Wprowadź poprawny 4-cyfrowy kod');
    expect(commonTranslations.en.validation.otpCode).toBe('Please enter a valid 4-digit code');
    expect(commonTranslations.pl.validation.required).toBe('To pole jest wymagane');
    expect(commonTranslations.en.validation.required).toBe('This field is required');
    expect(commonTranslations.en.errors.generic).toBe('An error occurred');
  });
});

describe('findTranslationProblems', () => {
  const complete: Translations = {
    pl: {
      a: 'A',
      n: { items_one: '{{count}} rzecz', items_few: '{{count}} rzeczy', items_many: '{{count}} rzeczy', items_other: '{{count}} rzeczy' },
    },
    en: { a: 'A', n: { items_one: '{{count}} thing', items_other: '{{count}} things' } },
    uk: {
      a: 'A',
      n: { items_one: '{{count}} річ', items_few: '{{count}} речі', items_many: '{{count}} речей', items_other: '{{count}} речі' },
    },
  };

  it('accepts complete translations with per-language plural forms', () => {
    expect(findTranslationProblems(complete)).toEqual([]);
  });

  it('reports a missing key, an empty string, a missing plural form and a dropped variable', () => {
    const broken: Translations = {
      pl: { a: 'A', b: 'B {{name}}', n: { items_one: '{{count}} rzecz', items_other: '{{count}} rzeczy' } },
      en: { a: '  ', b: 'B', n: { items_one: '{{count}} thing', items_other: '{{count}} things' } },
      uk: { a: 'A', n: complete.uk.n ?? {} },
    };
    const problems = findTranslationProblems(broken);
    expect(problems).toEqual(
      expect.arrayContaining([
        'en: "a" is empty',
        'uk: "b" is missing',
        'pl: "n.items_few" is missing',
        'pl: "n.items_many" is missing',
        '"b" uses different variables across languages (name | )',
      ]),
    );
    expect(() => expectCompleteTranslations(broken)).toThrow(/uk: "b" is missing/);
  });
});
