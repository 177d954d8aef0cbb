import { weekDays, weekFromParam, weekStartOf, weekdayOf, windowCovering } from './week';

describe('weeks', () => {
  it('counts weeks from Monday', () => {
    expect(weekdayOf('2026-11-29')).toBe(7);
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('covers the venue days with a day more each side', () => {
    expect(windowCovering('2026-11-23', '2026-11-29')).toEqual({ begin: '2026-11-22T00:00:00.000Z', end: '2026-12-01T00:00:00.000Z' });
  });

  it('reads the week from the URL, else today', () => {
    expect(weekFromParam('2026-10-28', '2026-11-29')).toBe('2026-10-26');
    expect(weekFromParam('2026-02-30', '2026-11-29')).toBe('2026-11-23');
    expect(weekFromParam(null, '2026-11-29')).toBe('2026-11-23');
  });
});
