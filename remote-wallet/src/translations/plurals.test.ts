import { i18n, registerTranslations } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { walletTranslations } from './all-languages';

beforeAll(async () => {
  await loadAllLanguages();
  registerTranslations('wallet', walletTranslations);
});

const say = (code: 'pl' | 'en' | 'uk', key: string, count: number) => i18n.getFixedT(code, 'wallet')(key, { count });

describe('wallet plurals for 1, 2, 5 and 22', () => {
  it.each([
    ['pl', ['Znaleziono 1 operację', 'Znaleziono 2 operacje', 'Znaleziono 5 operacji', 'Znaleziono 22 operacje']],
    ['en', ['1 transaction found', '2 transactions found', '5 transactions found', '22 transactions found']],
    ['uk', ['Знайдено 1 операцію', 'Знайдено 2 операції', 'Знайдено 5 операцій', 'Знайдено 22 операції']],
  ] as const)('counts entries in %s', (code, expected) => {
    expect([1, 2, 5, 22].map((count) => say(code, 'history.count', count))).toEqual(expected);
  });

  it.each([
    ['pl', ['Ostatnie 7 dni', 'Ostatnie 30 dni', 'Ostatnie 90 dni', 'Ostatnie 22 dni']],
    ['en', ['Last 7 days', 'Last 30 days', 'Last 90 days', 'Last 22 days']],
    ['uk', ['Останні 7 днів', 'Останні 30 днів', 'Останні 90 днів', 'Останні 22 дні']],
  ] as const)('names the quick ranges in %s', (code, expected) => {
    expect([7, 30, 90, 22].map((count) => say(code, 'history.filters.days', count))).toEqual(expected);
  });
});
