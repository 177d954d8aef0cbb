import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DateTime } from 'luxon';
import { expectedArrivalDate } from './arrival-date.js';
import { easterSunday, isBankWorkingDay, polishHolidays } from './polish-bank-days.js';

const warsaw = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Warsaw' }).toJSDate();

describe('Polish bank working days', () => {
  it('computes Easter Sunday', () => {
    assert.deepEqual(easterSunday(2024), { month: 3, day: 31 });
    assert.deepEqual(easterSunday(2025), { month: 4, day: 20 });
    assert.deepEqual(easterSunday(2026), { month: 4, day: 5 });
    assert.deepEqual(easterSunday(2030), { month: 4, day: 21 });
  });

  it('lists every public holiday of a year, Easter-based ones included', () => {
    assert.deepEqual([...polishHolidays(2026)].sort(), [
      '2026-01-01',
      '2026-01-06',
      '2026-04-05',
      '2026-04-06',
      '2026-05-01',
      '2026-05-03',
      '2026-05-24',
      '2026-06-04',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
    // Christmas Eve became a day off in 2025, Epiphany in 2011.
    assert.equal(polishHolidays(2024).has('2024-12-24'), false);
    assert.equal(polishHolidays(2010).has('2010-01-06'), false);
  });

  it('counts weekdays that are not holidays only', () => {
    const day = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Warsaw' });
    assert.equal(isBankWorkingDay(day('2026-04-07')), true);
    assert.equal(isBankWorkingDay(day('2026-04-06')), false); // Easter Monday
    assert.equal(isBankWorkingDay(day('2026-06-04')), false); // Corpus Christi
    assert.equal(isBankWorkingDay(day('2026-04-11')), false); // Saturday
  });
});

describe('expected arrival of a withdrawal', () => {
  it('is the next working day when confirmed on a working day before 14:00 in Warsaw', () => {
    assert.equal(expectedArrivalDate(warsaw('2026-03-02T10:00')), '2026-03-03'); // Monday → Tuesday
    assert.equal(expectedArrivalDate(warsaw('2026-03-02T13:59')), '2026-03-03');
  });

  it('is one working day later after the cut-off, on a weekend or a holiday', () => {
    assert.equal(expectedArrivalDate(warsaw('2026-03-02T14:00')), '2026-03-04'); // Monday after 14:00 → Wednesday
    assert.equal(expectedArrivalDate(warsaw('2026-03-06T15:00')), '2026-03-10'); // Friday after 14:00 → Tuesday
    assert.equal(expectedArrivalDate(warsaw('2026-03-07T09:00')), '2026-03-10'); // Saturday → Tuesday
    assert.equal(expectedArrivalDate(warsaw('2026-04-03T10:00')), '2026-04-07'); // Good Friday morning → after Easter Monday
    assert.equal(expectedArrivalDate(warsaw('2026-12-23T15:00')), '2026-12-29'); // 24-26 Dec off, 27th a Sunday
  });

  it('reads the day in Warsaw, not UTC', () => {
    // 23:30 UTC on Sunday is 00:30 on Monday in Warsaw (winter time): a working day, before the cut-off.
    assert.equal(expectedArrivalDate(new Date('2026-03-01T23:30:00Z')), '2026-03-03');
  });
});
