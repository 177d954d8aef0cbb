import type { WorkingHours } from '@venue/api/schemas/trainer';
import { offeredMinutes, windowMinutes, windowsOn } from './working-hours';
import { weekDays } from './week';

const hours: WorkingHours = {
  weekly: [
    { weekday: 1, from: '09:00', to: '12:00' },
    { weekday: 1, from: '14:00', to: '17:30' },
    { weekday: 7, from: '18:00', to: '24:00' },
  ],
  overrides: [
    { date: '2026-11-30', windows: [] },
    { date: '2026-12-01', windows: [{ from: '10:00', to: '11:00' }] },
  ],
};

describe('working hours of a day', () => {
  it('uses an override before the template, and an empty override is a day off', () => {
    expect(windowsOn('2026-11-23', hours)).toEqual([
      { from: '09:00', to: '12:00' },
      { from: '14:00', to: '17:30' },
    ]);
    expect(windowsOn('2026-11-30', hours)).toEqual([]);
    expect(windowsOn('2026-12-01', hours)).toEqual([{ from: '10:00', to: '11:00' }]);
    expect(windowsOn('2026-11-24', hours)).toEqual([]);
  });

  it('counts minutes in wall time, the same on a daylight-saving week', () => {
    expect(windowMinutes('18:00', '24:00')).toBe(360);
    expect(windowMinutes('12:00', '09:00')).toBe(0);
    // 2026-10-25 is the autumn change in Europe/Warsaw: still 6 h on its Sunday.
    expect(offeredMinutes(weekDays('2026-10-19'), hours)).toBe(390 + 360);
    expect(offeredMinutes(weekDays('2026-11-30'), hours)).toBe(60 + 360);
  });
});
