import { longDay, shortDay, weekdayName } from './day-names';

describe('day names', () => {
  it('names ISO weekdays and days in the language shown', () => {
    expect(weekdayName(1, 'pl')).toBe('poniedziałek');
    expect(weekdayName(7, 'en')).toBe('Sunday');
    expect(weekdayName(3, 'ua')).toBe('середа');
    expect(longDay('2026-11-30', 'en')).toBe('Monday, 30 November 2026');
    expect(shortDay('2026-11-30', 'pl')).toMatch(/30 lis/);
  });
});
