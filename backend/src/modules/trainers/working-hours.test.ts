import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { windowsOn, within, workingHoursView, workingIntervals } from './working-hours.js';

const ZONE = 'Europe/Warsaw';
const EIGHT_TO_FOUR = { fromMinute: 8 * 60, toMinute: 16 * 60 };

describe('working hours in venue wall time', () => {
  it('08:00 stays 08:00 across the spring change (last Sunday of March 2027): 07:00Z before, 06:00Z after', () => {
    const saturday = workingIntervals('2027-03-27', ZONE, [EIGHT_TO_FOUR]);
    const sunday = workingIntervals('2027-03-28', ZONE, [EIGHT_TO_FOUR]);
    assert.equal(saturday[0]?.start.toISOString(), '2027-03-27T07:00:00.000Z');
    assert.equal(sunday[0]?.start.toISOString(), '2027-03-28T06:00:00.000Z');
    assert.equal(sunday[0]?.end.toISOString(), '2027-03-28T14:00:00.000Z');
    // A night window over the change is an hour shorter in real time.
    const night = workingIntervals('2027-03-28', ZONE, [{ fromMinute: 0, toMinute: 5 * 60 }])[0];
    assert.equal(((night?.end.getTime() ?? 0) - (night?.start.getTime() ?? 0)) / 3_600_000, 4);
  });

  it('and across the autumn change (last Sunday of October 2027): 06:00Z before, 07:00Z after; 24:00 is the next midnight', () => {
    assert.equal(workingIntervals('2027-10-30', ZONE, [EIGHT_TO_FOUR])[0]?.start.toISOString(), '2027-10-30T06:00:00.000Z');
    assert.equal(workingIntervals('2027-10-31', ZONE, [EIGHT_TO_FOUR])[0]?.start.toISOString(), '2027-10-31T07:00:00.000Z');
    const whole = workingIntervals('2027-10-31', ZONE, [{ fromMinute: 0, toMinute: 1440 }])[0];
    assert.equal(((whole?.end.getTime() ?? 0) - (whole?.start.getTime() ?? 0)) / 3_600_000, 25);
  });

  it('a date override replaces the weekly template; an override without minutes is a day off', () => {
    const weekly = [{ weekday: 1, ...EIGHT_TO_FOUR }];
    assert.deepEqual(windowsOn('2030-06-03', ZONE, weekly, []), [EIGHT_TO_FOUR]);
    assert.deepEqual(windowsOn('2030-06-04', ZONE, weekly, []), []);
    assert.deepEqual(windowsOn('2030-06-03', ZONE, weekly, [{ date: '2030-06-03', fromMinute: null, toMinute: null }]), []);
    assert.deepEqual(
      windowsOn('2030-06-04', ZONE, weekly, [
        { date: '2030-06-04', fromMinute: 600, toMinute: 720 },
        { date: '2030-06-04', fromMinute: 840, toMinute: 900 },
      ]),
      [
        { fromMinute: 600, toMinute: 720 },
        { fromMinute: 840, toMinute: 900 },
      ],
    );
  });

  it('a lesson must fit inside one window', () => {
    const day = workingIntervals('2030-06-03', ZONE, [EIGHT_TO_FOUR]);
    assert.equal(within(day, new Date('2030-06-03T06:00:00Z'), new Date('2030-06-03T07:00:00Z')), true);
    assert.equal(within(day, new Date('2030-06-03T13:30:00Z'), new Date('2030-06-03T14:30:00Z')), false);
  });

  it('shows the hours as HH:MM with overrides grouped by date', () => {
    assert.deepEqual(
      workingHoursView(
        [{ weekday: 2, fromMinute: 480, toMinute: 1440 }],
        [
          { date: '2030-06-05', fromMinute: null, toMinute: null },
          { date: '2030-06-04', fromMinute: 600, toMinute: 660 },
        ],
      ),
      {
        weekly: [{ weekday: 2, from: '08:00', to: '24:00' }],
        overrides: [
          { date: '2030-06-04', windows: [{ from: '10:00', to: '11:00' }] },
          { date: '2030-06-05', windows: [] },
        ],
      },
    );
  });
});
