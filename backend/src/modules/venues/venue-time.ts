import { DateTime } from 'luxon';

/** A calendar day of a venue: its ISO weekday and the instants of its local midnights. */
export type LocalDay = { date: string; weekday: number; start: Date; end: Date };

/** The instant a local wall-clock minute of `date` (0…1440) names in `zone`; 1440 is the next midnight. */
export function instantAt(date: string, minute: number, zone: string): Date {
  const day = DateTime.fromISO(date, { zone });
  if (!day.isValid) throw new Error(`Invalid day ${date} in ${zone}`);
  const target =
    minute >= 1440
      ? day.plus({ days: 1 }).startOf('day')
      : day.set({ hour: Math.floor(minute / 60), minute: minute % 60, second: 0, millisecond: 0 });
  return target.toJSDate();
}

export function localDay(date: string, zone: string): LocalDay {
  const day = DateTime.fromISO(date, { zone }).startOf('day');
  return { date, weekday: day.weekday, start: day.toJSDate(), end: day.plus({ days: 1 }).startOf('day').toJSDate() };
}

/** Where an instant falls on the venue's wall clock. */
export function localPosition(instant: Date, zone: string): { date: string; weekday: number; minute: number } {
  const local = DateTime.fromJSDate(instant, { zone });
  return { date: local.toISODate() ?? '', weekday: local.weekday, minute: local.hour * 60 + local.minute };
}

export function addLocalDays(date: string, days: number, zone: string): string {
  return DateTime.fromISO(date, { zone }).plus({ days }).toISODate() ?? date;
}

export function minutesLabel(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
