import { carnetHoursLines, dayRuns, formatDays, groupCarnetHours } from './carnet-hours';

const window = (weekday: number, from: string, to: string) => ({ weekday, from, to });

describe('carnet hours', () => {
  it('groups days with the same windows, in weekday order', () => {
    const hours = [
      window(6, '08:00', '22:00'),
      ...[1, 2, 3, 4, 5].map((day) => window(day, '06:00', '16:00')),
      window(7, '08:00', '22:00'),
    ];
    expect(groupCarnetHours(hours)).toEqual([
      { days: [1, 2, 3, 4, 5], windows: [{ from: '06:00', to: '16:00' }] },
      { days: [6, 7], windows: [{ from: '08:00', to: '22:00' }] },
    ]);
    expect(carnetHoursLines(hours, 'pl')).toEqual(['pon.–pt. 06:00–16:00', 'sob., niedz. 08:00–22:00']);
    expect(carnetHoursLines(hours, 'en')).toEqual(['Mon–Fri 06:00–16:00', 'Sat, Sun 08:00–22:00']);
  });

  it('keeps several windows of a day together, sorted, and separates days with other windows', () => {
    const hours = [window(1, '18:00', '24:00'), window(1, '06:00', '09:00'), window(3, '06:00', '09:00'), window(3, '18:00', '24:00')];
    expect(carnetHoursLines(hours, 'pl')).toEqual(['pon., śr. 06:00–09:00, 18:00–24:00']);
    expect(carnetHoursLines([window(1, '06:00', '09:00'), window(2, '07:00', '09:00')], 'pl')).toEqual([
      'pon. 06:00–09:00',
      'wt. 07:00–09:00',
    ]);
  });

  it('says runs of days as ranges', () => {
    expect(dayRuns([1, 2, 3, 5, 7])).toEqual([
      [1, 3],
      [5, 5],
      [7, 7],
    ]);
    expect(formatDays([1, 2, 3, 5, 7], 'pl')).toBe('pon.–śr., pt., niedz.');
  });

  it('has no lines for a carnet good whenever the venue is open', () => {
    expect(carnetHoursLines([], 'pl')).toEqual([]);
  });
});
