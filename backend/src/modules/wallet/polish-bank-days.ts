import { DateTime } from 'luxon';

/**
 * Polish public holidays (Ustawa o dniach wolnych od pracy, as amended: Epiphany since 2011,
 * Christmas Eve since 2025), on which, like on weekends, Elixir runs no sessions and no transfer
 * between banks is booked. A small table rather than a holiday library: the rule is Poland's only,
 * changed by statute now and then, and each change should be a reviewed line here with its test.
 */
const FIXED_HOLIDAYS: readonly { month: number; day: number; since?: number }[] = [
  { month: 1, day: 1 },
  { month: 1, day: 6, since: 2011 },
  { month: 5, day: 1 },
  { month: 5, day: 3 },
  { month: 8, day: 15 },
  { month: 11, day: 1 },
  { month: 11, day: 11 },
  { month: 12, day: 24, since: 2025 },
  { month: 12, day: 25 },
  { month: 12, day: 26 },
];

/** Days after Easter Sunday: Easter Sunday, Easter Monday, Pentecost (Sunday), Corpus Christi (Thursday). */
const EASTER_OFFSETS = [0, 1, 49, 60];

/** Gregorian Easter Sunday (the anonymous Meeus/Jones/Butcher algorithm) as `{ month, day }`. */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** The public holidays of `year` as `YYYY-MM-DD`. */
export function polishHolidays(year: number): Set<string> {
  const days = new Set<string>();
  for (const holiday of FIXED_HOLIDAYS) {
    if (holiday.since === undefined || year >= holiday.since) days.add(DateTime.utc(year, holiday.month, holiday.day).toISODate() ?? '');
  }
  const easter = easterSunday(year);
  const easterDay = DateTime.utc(year, easter.month, easter.day);
  for (const offset of EASTER_OFFSETS) days.add(easterDay.plus({ days: offset }).toISODate() ?? '');
  return days;
}

/** A day banks settle transfers on: Monday to Friday, not a public holiday. `day` is a calendar date. */
export function isBankWorkingDay(day: DateTime): boolean {
  return day.weekday <= 5 && !polishHolidays(day.year).has(day.toISODate() ?? '');
}

/** The first bank working day strictly after `day`. */
export function nextBankWorkingDay(day: DateTime): DateTime {
  let next = day.plus({ days: 1 });
  while (!isBankWorkingDay(next)) next = next.plus({ days: 1 });
  return next;
}
