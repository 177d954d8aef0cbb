import { addCalendarDays, formatVenueDeadline, formatVenueRange, formatVenueTime, timeZoneLabel, venueToday } from './venue-time';

describe('venue time', () => {
  it('shows an instant in the venue zone, not the browser zone', () => {
    // 16:00 UTC is 18:00 in Warsaw in summer and 17:00 in winter.
    expect(formatVenueTime('2030-06-03T16:00:00.000Z', 'Europe/Warsaw', 'pl')).toBe('18:00');
    expect(formatVenueTime('2030-12-03T16:00:00.000Z', 'Europe/Warsaw', 'pl')).toBe('17:00');
    expect(formatVenueTime('2030-12-03T16:00:00.000Z', 'Europe/London', 'en')).toBe('16:00');
  });

  it('formats a range with its day', () => {
    expect(formatVenueRange('2030-06-03T16:00:00.000Z', '2030-06-03T17:30:00.000Z', 'Europe/Warsaw', 'pl')).toMatch(
      /3 cze 2030, 18:00–19:30$/,
    );
  });

  it('knows the venue day at midnight boundaries', () => {
    expect(venueToday('Europe/Warsaw', new Date('2030-06-03T22:30:00.000Z'))).toBe('2030-06-04');
    expect(venueToday('UTC', new Date('2030-06-03T22:30:00.000Z'))).toBe('2030-06-03');
  });

  it('adds calendar days across month ends and the DST change', () => {
    expect(addCalendarDays('2030-03-30', 1)).toBe('2030-03-31');
    expect(addCalendarDays('2030-03-31', 1)).toBe('2030-04-01');
    expect(addCalendarDays('2030-01-01', -1)).toBe('2029-12-31');
  });

  it('names the zone for the note in each language', () => {
    expect(timeZoneLabel('Europe/Warsaw', 'en', new Date('2030-01-10T12:00:00Z'))).toBe('Central European Standard Time');
    expect(timeZoneLabel('Europe/Warsaw', 'pl', new Date('2030-07-10T12:00:00Z'))).toMatch(/letni/);
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
});
