import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { matchFormatOf } from './match-format.js';
import { addMonths, daysElapsed, monthOf, monthRange, trendMonths } from './month-range.js';
import { addToGrid, emptyGrid, localStart, minutesBetween } from './play-time.js';

const WARSAW = 'Europe/Warsaw';

describe('play time on the venue clock', () => {
  it('gives the night the clocks go back its hour twice: 01:30 CEST to 02:30 CET is 120 minutes, 90 of them in hour 2', () => {
    const start = new Date('2030-10-26T23:30:00Z');
    const end = new Date('2030-10-27T01:30:00Z');
    const grid = emptyGrid();
    addToGrid(grid, start, end, WARSAW);
    assert.equal(minutesBetween(start, end), 120);
    assert.deepEqual(grid[6]?.slice(0, 4), [0, 30, 90, 0]);
    assert.deepEqual(localStart(start, WARSAW), { month: '2030-10', weekday: 7, minute: 90 });
  });

  it('places a game across midnight and across a month on the day it started', () => {
    const start = new Date('2030-01-31T22:00:00Z');
    const grid = emptyGrid();
    addToGrid(grid, start, new Date('2030-02-01T00:00:00Z'), WARSAW);
    assert.deepEqual([grid[3]?.[23], grid[4]?.[0]], [60, 60]);
    assert.equal(localStart(start, WARSAW).month, '2030-01');
  });

  it('names months, their bounds and the days of them gone by', () => {
    assert.equal(monthOf(new Date('2030-03-31T22:30:00Z')), '2030-04');
    assert.equal(addMonths('2030-01', -2), '2029-11');
    assert.deepEqual(trendMonths('2030-02', 3), ['2029-12', '2030-01', '2030-02']);
    assert.deepEqual(monthRange('2030-10'), {
      from: '2030-10-01',
      to: '2030-10-31',
      start_time: '2030-09-30T22:00:00.000Z',
      end_time: '2030-10-31T23:00:00.000Z',
    });
    const now = new Date('2030-04-15T10:00:00Z');
    assert.deepEqual([daysElapsed('2030-03', now), daysElapsed('2030-04', now), daysElapsed('2030-05', now)], [31, 15, 0]);
  });

  it('knows singles or doubles only from the court, and says unknown otherwise', () => {
    assert.equal(matchFormatOf('court', 'padel', []), 'doubles');
    assert.equal(matchFormatOf('court', 'squash', []), 'singles');
    assert.equal(matchFormatOf('court', 'tennis', []), 'unknown');
    assert.equal(matchFormatOf('court', 'tennis', ['Debel']), 'doubles');
    assert.equal(matchFormatOf('court', 'squash', ['doubles']), 'doubles');
    assert.equal(matchFormatOf('lesson', 'squash', []), null);
    assert.equal(matchFormatOf('class', 'padel', []), null);
  });
});
