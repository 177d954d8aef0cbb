import type { OpeningHours } from '@venue/api/schemas/venue';
import { hoursToday } from './opening-hours';

const WEEK: OpeningHours[] = [
  { weekday: 1, opens: '07:00', closes: '23:00' },
  { weekday: 2, opens: '07:00', closes: '23:00' },
  { weekday: 6, opens: '08:00', closes: '22:00' },
];

describe('hoursToday', () => {
  it('takes the weekday of the venue’s zone, not the device’s', () => {
    // Monday 23:30 UTC is already Tuesday 00:30 in Warsaw (winter, UTC+1) but still Monday in New York.
    const now = new Date('2026-11-23T23:30:00Z');
    expect(hoursToday(WEEK, 'Europe/Warsaw', now)).toEqual(WEEK[1]);
    expect(hoursToday(WEEK, 'America/New_York', now)).toEqual(WEEK[0]);
  });

  it('maps Saturday to ISO weekday 6 and says null on a day without hours', () => {
    expect(hoursToday(WEEK, 'Europe/Warsaw', new Date('2026-11-28T10:00:00Z'))).toEqual(WEEK[2]);
    expect(hoursToday(WEEK, 'Europe/Warsaw', new Date('2026-11-29T10:00:00Z'))).toBeNull();
  });
});
