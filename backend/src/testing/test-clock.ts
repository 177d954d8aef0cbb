import type { Clock } from '../lib/clock.js';

export type TestClock = Clock & {
  advance(seconds: number): void;
  set(date: Date): void;
};

/** A clock that only moves when told to. */
export function createTestClock(start = new Date('2030-06-01T10:00:00.000Z')): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(seconds) {
      current += seconds * 1000;
    },
    set(date) {
      current = date.getTime();
    },
  };
}
