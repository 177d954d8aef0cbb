import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addLocalDays, instantAt, localDay, localPosition } from './venue-time.js';

const WARSAW = 'Europe/Warsaw';

describe('venue wall time', () => {
  it('converts across the spring and autumn clock changes, the same on a repeated call', () => {
    for (let round = 0; round < 2; round += 1) {
      // 2030-03-31: clocks jump 02:00 → 03:00 in Warsaw; 2030-10-27: 03:00 → 02:00.
      assert.equal(instantAt('2030-03-31', 60, WARSAW).toISOString(), '2030-03-31T00:00:00.000Z');
      assert.equal(instantAt('2030-03-31', 240, WARSAW).toISOString(), '2030-03-31T02:00:00.000Z');
      assert.equal(instantAt('2030-10-27', 1440, WARSAW).toISOString(), '2030-10-27T23:00:00.000Z');
      const autumn = localDay('2030-10-27', WARSAW);
      assert.equal(autumn.end.getTime() - autumn.start.getTime(), 25 * 3_600_000);
      assert.deepEqual(localPosition(new Date('2030-10-27T01:30:00Z'), WARSAW), { date: '2030-10-27', weekday: 7, minute: 150 });
      assert.deepEqual(localPosition(new Date('2030-06-30T22:15:00Z'), WARSAW), { date: '2030-07-01', weekday: 1, minute: 15 });
      assert.equal(addLocalDays('2030-03-30', 2, WARSAW), '2030-04-01');
    }
  });

  it('tells zones apart', () => {
    const instant = new Date('2030-06-01T12:00:00Z');
    assert.equal(localPosition(instant, WARSAW).minute, 14 * 60);
    assert.equal(localPosition(instant, 'Europe/London').minute, 13 * 60);
    assert.equal(instantAt('2030-06-01', 600, 'Europe/London').toISOString(), '2030-06-01T09:00:00.000Z');
  });

  it('hands out new objects: a caller changing one does not change the next answer', () => {
    const first = instantAt('2030-06-01', 600, WARSAW);
    first.setUTCFullYear(1999);
    assert.equal(instantAt('2030-06-01', 600, WARSAW).toISOString(), '2030-06-01T08:00:00.000Z');
    const day = localDay('2030-06-01', WARSAW);
    day.start.setUTCFullYear(1999);
    assert.equal(localDay('2030-06-01', WARSAW).start.toISOString(), '2030-05-31T22:00:00.000Z');
    const position = localPosition(new Date('2030-06-01T08:00:00Z'), WARSAW);
    position.minute = -1;
    assert.equal(localPosition(new Date('2030-06-01T08:00:00Z'), WARSAW).minute, 600);
  });

  it('still refuses a day that does not exist', () => {
    assert.throws(() => instantAt('2030-02-30', 600, WARSAW), /Invalid day/);
  });
});
