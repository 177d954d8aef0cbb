import { formatVenueDay, formatVenueDeadline, formatVenueRange, formatVenueUntil } from './venue-time';

describe('venue time', () => {
  it('formats a range with its day', () => {
    expect(formatVenueRange('2030-06-03T16:00:00.000Z', '2030-06-03T17:30:00.000Z', 'Europe/Warsaw', 'pl')).toMatch(
      /3 cze 2030, 18:00–19:30$/,
    );
  });

  it("names an instant's day in the venue zone, without the year", () => {
    // 23:30 UTC on Sunday is Monday in Warsaw.
    expect(formatVenueDay('2026-11-29T23:30:00.000Z', 'Europe/Warsaw', 'pl')).toBe('pon., 30 lis');
    expect(formatVenueDay('2026-11-29T23:30:00.000Z', 'Europe/Warsaw', 'en')).toMatch(/^Mon,? 30 Nov$/);
  });

  it('states a deadline with weekday, date and time in the venue zone, in each language', () => {
    // 13:30 UTC is 14:30 in Warsaw in November.
    expect(formatVenueDeadline('2026-11-26T13:30:00.000Z', 'Europe/Warsaw', 'pl')).toBe('w czwartek, 26 listopada, o 14:30');
    expect(formatVenueDeadline('2026-11-25T13:30:00.000Z', 'Europe/Warsaw', 'pl')).toBe('w środę, 25 listopada, o 14:30');
    expect(formatVenueDeadline('2026-11-24T13:30:00.000Z', 'Europe/Warsaw', 'pl')).toBe('we wtorek, 24 listopada, o 14:30');
    expect(formatVenueDeadline('2026-11-25T13:30:00.000Z', 'Europe/Warsaw', 'en')).toBe('on Wednesday, 25 November, at 14:30');
    expect(formatVenueDeadline('2026-11-25T13:30:00.000Z', 'Europe/Warsaw', 'ua')).toBe('у середу, 25 листопада, о 14:30');
    // 23:30 UTC on Saturday is already Sunday in Warsaw: weekday and date follow the venue zone.
    expect(formatVenueDeadline('2026-11-28T23:30:00.000Z', 'Europe/Warsaw', 'pl')).toBe('w niedzielę, 29 listopada, o 00:30');
  });

  it('writes a deadline at midnight as 24:00 of the day it ends, never "…, 00:00" of the next', () => {
    // 23:00 UTC on 29 Jan 2027 is midnight in Warsaw: the end of Friday 29 Jan.
    expect(formatVenueUntil('2027-01-29T23:00:00.000Z', 'Europe/Warsaw', 'pl')).toBe('pt., 29 sty 2027, 24:00');
    expect(formatVenueUntil('2027-01-29T15:00:00.000Z', 'Europe/Warsaw', 'pl')).toBe('pt., 29 sty 2027, 16:00');
    expect(formatVenueDeadline('2027-01-29T23:00:00.000Z', 'Europe/Warsaw', 'pl')).toBe('w piątek, 29 stycznia, o 24:00');
    expect(formatVenueDeadline('2027-01-29T23:00:00.000Z', 'Europe/Warsaw', 'en')).toBe('on Friday, 29 January, at 24:00');
  });
});
