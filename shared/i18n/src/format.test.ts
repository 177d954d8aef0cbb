import { durationParts, formatDateTime, formatMoney } from './format';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('shows grosze as złoty with non-breaking spaces', () => {
    expect(formatMoney(198, 'pl')).toBe(`1,98${NBSP}zł`);
    expect(formatMoney(12_345_00, 'pl')).toBe(`12${NBSP}345,00${NBSP}zł`);
  });

  it.each(['pl', 'en', 'ua'] as const)('writes money the Polish way in %s too (one format for every language)', (language) => {
    expect(formatMoney(110_00, language)).toBe(`110,00${NBSP}zł`);
    // Polish groups thousands only from five digits on: "1234,56 zł", "12 345,00 zł".
    expect(formatMoney(1_234_56, language)).toBe(`1234,56${NBSP}zł`);
    expect(formatMoney(12_345_00, language)).toBe(`12${NBSP}345,00${NBSP}zł`);
    expect(formatMoney(0, language)).toBe(`0,00${NBSP}zł`);
  });
});

describe('formatDateTime', () => {
  it('shows the instant in the given time zone, summer and winter time alike', () => {
    expect(formatDateTime('2025-07-01T06:00:00Z', 'Europe/Warsaw', 'pl')).toBe('1 lip 2025, 08:00');
    expect(formatDateTime(new Date('2025-01-15T06:00:00Z'), 'Europe/Warsaw', 'en')).toBe('15 Jan 2025, 07:00');
    expect(formatDateTime(Date.UTC(2025, 0, 15, 6), 'Europe/Kyiv', 'ua')).toContain('08:00');
  });
});

describe('durationParts', () => {
  it.each([
    [0, 'seconds', 0],
    [1.2, 'seconds', 2],
    [119, 'seconds', 119],
    [120, 'minutes', 2],
    [3599, 'minutes', 60],
    [7200, 'hours', 2],
    [86_400, 'hours', 24],
  ])('%s s → %s %i', (seconds, unit, count) => {
    expect(durationParts(seconds)).toEqual({ unit, count });
  });
});
