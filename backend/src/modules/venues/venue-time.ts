import { DateTime } from 'luxon';

/**
 * Time-zone arithmetic kept per input: availability converts the same few hundred slot instants
 * on every request (a race for one slot answers each of its losers with alternatives), and each
 * conversion costs Intl a `formatToParts`, the bulk of an availability answer's CPU time. The
 * answers never change; a table is emptied when it reaches its bound. Functions returning
 * `Date`s hand out new ones, since a caller could change them.
 */
function remembered<A extends (string | number)[], R>(compute: (...args: A) => R, bound = 20_000): (...args: A) => R {
  const known = new Map<string, R>();
  return (...args: A) => {
    const key = args.join(' ');
    const found = known.get(key);
    if (found !== undefined) return found;
    const answer = compute(...args);
    if (known.size >= bound) known.clear();
    known.set(key, answer);
    return answer;
  };
}

/** A calendar day of a venue: its ISO weekday and the instants of its local midnights. */
export type LocalDay = { date: string; weekday: number; start: Date; end: Date };

/** The instant a local wall-clock minute of `date` (0…1440) names in `zone`; 1440 is the next midnight. */
export function instantAt(date: string, minute: number, zone: string): Date {
  return new Date(instantMsAt(zone, date, minute));
}

const instantMsAt = remembered((zone: string, date: string, minute: number) => {
  const day = DateTime.fromISO(date, { zone });
  if (!day.isValid) throw new Error(`Invalid day ${date} in ${zone}`);
  const target =
    minute >= 1440
      ? day.plus({ days: 1 }).startOf('day')
      : day.set({ hour: Math.floor(minute / 60), minute: minute % 60, second: 0, millisecond: 0 });
  return target.toMillis();
});

export function localDay(date: string, zone: string): LocalDay {
  const day = dayOf(zone, date);
  return { date, weekday: day.weekday, start: new Date(day.startMs), end: new Date(day.endMs) };
}

const dayOf = remembered((zone: string, date: string) => {
  const day = DateTime.fromISO(date, { zone }).startOf('day');
  return { weekday: day.weekday, startMs: day.toMillis(), endMs: day.plus({ days: 1 }).startOf('day').toMillis() };
});

/** Where an instant falls on the venue's wall clock. */
export function localPosition(instant: Date, zone: string): { date: string; weekday: number; minute: number } {
  const { date, weekday, minute } = positionOf(zone, instant.getTime());
  return { date, weekday, minute };
}

const positionOf = remembered((zone: string, epochMs: number) => {
  const local = DateTime.fromMillis(epochMs, { zone });
  return { date: local.toISODate() ?? '', weekday: local.weekday, minute: local.hour * 60 + local.minute };
});

export function addLocalDays(date: string, days: number, zone: string): string {
  return daysLater(zone, date, days);
}

const daysLater = remembered(
  (zone: string, date: string, days: number) => DateTime.fromISO(date, { zone }).plus({ days }).toISODate() ?? date,
);

export function minutesLabel(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
