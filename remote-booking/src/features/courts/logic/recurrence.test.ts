import { defaultRepeatUntil } from './recurrence';

describe('defaultRepeatUntil', () => {
  it('is the last same weekday inside the booking window', () => {
    // Monday 23 Nov; the window ends on Sunday 20 Dec: the last Monday inside it is 14 Dec.
    expect(defaultRepeatUntil('2026-11-23', '2026-12-20')).toBe('2026-12-14');
    expect(defaultRepeatUntil('2026-11-23', '2026-12-21')).toBe('2026-12-21');
  });

  it('is one week on when the window ends within a week, and at most a year of weeks', () => {
    expect(defaultRepeatUntil('2026-11-23', '2026-11-25')).toBe('2026-11-30');
    expect(defaultRepeatUntil('2026-11-23', '2030-01-01')).toBe('2027-11-22');
  });
});
