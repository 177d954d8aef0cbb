import { formatCalendarDay, formatDay, formatDayAndTime } from './wallet-dates';
import { signedMoney } from './signed-money';

describe('wallet dates', () => {
  it('shows instants on the clock of the zone asked for', () => {
    // 14:00 UTC in June is 16:00 in Warsaw (summer time).
    expect(formatDay('2030-06-03T23:30:00.000Z', 'Europe/Warsaw', 'pl')).toBe('4 cze 2030');
    expect(formatDayAndTime('2030-06-03T14:00:00.000Z', 'Europe/Warsaw', 'en')).toBe('Mon, 3 Jun 2030, 16:00');
  });

  it('says a calendar day with its weekday in every language, whatever the reader’s zone', () => {
    expect(formatCalendarDay('2026-11-27', 'pl')).toBe('piątek, 27 listopada 2026');
    expect(formatCalendarDay('2026-11-27', 'en')).toBe('Friday, 27 November 2026');
    expect(formatCalendarDay('2026-11-27', 'ua')).toMatch(/^пʼятниця, 27 листопада 2026/);
  });

  it('signs a change of balance with a true minus sign', () => {
    expect(signedMoney(11000, 'pl')).toBe('+110,00\u00a0zł');
    expect(signedMoney(-198, 'en')).toBe('\u22121,98\u00a0zł');
    expect(signedMoney(0, 'pl')).toBe('0,00\u00a0zł');
  });
});
