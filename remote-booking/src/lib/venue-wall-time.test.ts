import { addWallMinutes, venueWallTimeToInstant } from './venue-wall-time';

describe('venueWallTimeToInstant', () => {
  it('reads a summer and a winter wall time in Warsaw', () => {
    expect(venueWallTimeToInstant('2030-06-03', '18:00', 'Europe/Warsaw')).toBe('2030-06-03T16:00:00.000Z');
    expect(venueWallTimeToInstant('2030-01-15', '18:00', 'Europe/Warsaw')).toBe('2030-01-15T17:00:00.000Z');
  });

  it('takes the first of a wall time the autumn change repeats', () => {
    expect(venueWallTimeToInstant('2030-10-27', '02:30', 'Europe/Warsaw')).toBe('2030-10-27T00:30:00.000Z');
  });

  it('works in a zone behind UTC', () => {
    expect(venueWallTimeToInstant('2030-06-03', '09:00', 'America/New_York')).toBe('2030-06-03T13:00:00.000Z');
  });
});

describe('addWallMinutes', () => {
  it('adds, and stops at the end of the day', () => {
    expect(addWallMinutes('18:30', 90)).toBe('20:00');
    expect(addWallMinutes('23:00', 120)).toBe('24:00');
  });
});

describe('venueWallTimeToInstant in a spring gap', () => {
  it('lands past the gap', () => {
    expect(venueWallTimeToInstant('2030-03-31', '02:30', 'Europe/Warsaw')).toBe('2030-03-31T01:30:00.000Z');
  });
});
