import { isoWeekdayOf, workingHoursFieldErrors } from './working-hours-check';

const opening = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '07:00', closes: '22:00' }));

describe('workingHoursFieldErrors', () => {
  it('accepts windows inside opening hours that do not overlap', () => {
    const hours = {
      weekly: [
        { weekday: 1, from: '09:00', to: '12:00' },
        { weekday: 1, from: '12:00', to: '17:00' },
      ],
      overrides: [{ date: '2026-11-30', windows: [] }],
    };
    expect(workingHoursFieldErrors(hours, opening)).toEqual({});
  });

  it('names the window that ends before it starts, overlaps, or leaves opening hours', () => {
    const hours = {
      weekly: [
        { weekday: 1, from: '12:00', to: '09:00' },
        { weekday: 2, from: '09:00', to: '13:00' },
        { weekday: 2, from: '12:30', to: '15:00' },
        { weekday: 3, from: '06:30', to: '08:00' },
        { weekday: 6, from: '09:00', to: '10:00' },
      ],
      overrides: [
        { date: '2026-12-01', windows: [{ from: '10:00', to: '23:00' }] },
        { date: '2026-12-01', windows: [] },
      ],
    };
    expect(workingHoursFieldErrors(hours, opening)).toEqual({
      'working_hours.weekly.0.to': { key: 'trainer:validation.timeOrder' },
      'working_hours.weekly.2.from': { key: 'trainer:validation.timeOverlap' },
      'working_hours.weekly.3.from': { key: 'trainer:validation.outsideOpeningHours' },
      'working_hours.weekly.4.from': { key: 'trainer:validation.outsideOpeningHours' },
      'working_hours.overrides.0.windows.0.from': { key: 'trainer:validation.outsideOpeningHours' },
      'working_hours.overrides.1.date': { key: 'trainer:validation.duplicateDate' },
    });
  });

  it('judges a date by its own weekday', () => {
    expect(isoWeekdayOf('2026-11-29')).toBe(7);
    expect(isoWeekdayOf('2026-11-30')).toBe(1);
    const sunday = { weekly: [], overrides: [{ date: '2026-11-29', windows: [{ from: '09:00', to: '10:00' }] }] };
    expect(workingHoursFieldErrors(sunday, opening)).toEqual({
      'working_hours.overrides.0.windows.0.from': { key: 'trainer:validation.outsideOpeningHours' },
    });
  });
});
