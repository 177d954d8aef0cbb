import { dayStrip } from './day-strip';

describe('dayStrip', () => {
  it('runs from today to the last bookable day, then two disabled days past it', () => {
    const days = dayStrip('2030-06-01', '2030-06-10', 'pl');
    expect(days).toHaveLength(12);
    expect(days[0]).toMatchObject({ date: '2030-06-01', index: 0, bookable: true });
    expect(days.filter((day) => day.bookable).at(-1)?.date).toBe('2030-06-10');
    expect(days.slice(-2).map((day) => [day.date, day.bookable])).toEqual([
      ['2030-06-11', false],
      ['2030-06-12', false],
    ]);
  });

  it('shows at least a week even with a short limit, and names days in the language', () => {
    const days = dayStrip('2030-06-03', '2030-06-05', 'en');
    expect(days).toHaveLength(7);
    expect(days.filter((day) => day.bookable)).toHaveLength(3);
    expect(days[0]).toMatchObject({ weekday: 'Mon', dayMonth: '3 Jun' });
  });
});
