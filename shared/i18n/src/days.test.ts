import { addCalendarDays, cachedDateTimeFormat, dateTimeFormat, formatTime, isCalendarDay, timeZoneLabel, todayIn } from './days';

describe('days and clock times', () => {
  it('shows an instant on the clock of the zone asked for, not the browser’s', () => {
    // 16:00 UTC is 18:00 in Warsaw in summer and 17:00 in winter.
    expect(formatTime('2030-06-03T16:00:00.000Z', 'Europe/Warsaw', 'pl')).toBe('18:00');
    expect(formatTime('2030-12-03T16:00:00.000Z', 'Europe/Warsaw', 'pl')).toBe('17:00');
    expect(formatTime(new Date('2030-12-03T16:00:00.000Z'), 'Europe/London', 'en')).toBe('16:00');
  });

  it('makes a format once per language, zone and options', () => {
    const options = { day: 'numeric', month: 'short' } as const;
    expect(dateTimeFormat('pl', 'Europe/Warsaw', options)).toBe(dateTimeFormat('pl', 'Europe/Warsaw', { ...options }));
    expect(dateTimeFormat('en', 'Europe/Warsaw', options)).not.toBe(dateTimeFormat('pl', 'Europe/Warsaw', options));
    expect(dateTimeFormat('ua', 'UTC', options).resolvedOptions().locale).toBe('uk-UA');
  });

  it('knows the zone’s day at midnight boundaries', () => {
    expect(todayIn('Europe/Warsaw', new Date('2030-06-03T22:30:00.000Z'))).toBe('2030-06-04');
    expect(todayIn('UTC', new Date('2030-06-03T22:30:00.000Z'))).toBe('2030-06-03');
    expect(todayIn('Europe/Warsaw', new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
  });

  it('adds calendar days across month and year ends and the DST change', () => {
    expect(addCalendarDays('2030-03-30', 1)).toBe('2030-03-31');
    expect(addCalendarDays('2030-03-31', 1)).toBe('2030-04-01');
    expect(addCalendarDays('2030-01-01', -1)).toBe('2029-12-31');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows a real calendar day from a malformed one', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect([
      isCalendarDay('2026-02-30'),
      isCalendarDay('26-1-1'),
      isCalendarDay(''),
      isCalendarDay(null),
      isCalendarDay(undefined),
    ]).toEqual([false, false, false, false, false]);
  });

  it('names the zone for the note in each language', () => {
    expect(timeZoneLabel('Europe/Warsaw', 'en', new Date('2030-01-10T12:00:00Z'))).toBe('Central European Standard Time');
    expect(timeZoneLabel('Europe/Warsaw', 'pl', new Date('2030-07-10T12:00:00Z'))).toMatch(/letni/);
  });
});

describe('formats made once', () => {
  it('keeps one Intl.DateTimeFormat per locale and options, however often a render asks', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const zone = 'America/Godthab';
      const first = cachedDateTimeFormat('en-US', { timeZone: zone, weekday: 'short' });
      expect(cachedDateTimeFormat('en-US', { timeZone: zone, weekday: 'short' })).toBe(first);
      expect(cachedDateTimeFormat('en-US', { timeZone: zone, weekday: 'long' })).not.toBe(first);
      for (let day = 1; day <= 30; day += 1) todayIn(zone, new Date(Date.UTC(2026, 5, day, 12)));
      expect(todayIn(zone, new Date(Date.UTC(2026, 5, 3, 12)))).toBe('2026-06-03');
      for (let i = 0; i < 10; i += 1) formatTime('2026-06-03T10:00:00Z', zone, 'pl');
      // weekday short and long, one day format, one clock format.
      expect(made).toHaveBeenCalledTimes(4);
    } finally {
      made.mockRestore();
    }
  });
});
