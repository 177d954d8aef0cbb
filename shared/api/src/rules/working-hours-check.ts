import type { FieldErrors } from '../schemas/errors';
import type { WorkingHours } from '../schemas/trainer';
import type { OpeningHours } from '../schemas/venue';

/** `HH:MM` (or `24:00`) as minutes after midnight; NaN for anything else. */
export function wallMinutes(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return Number.NaN;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 1440 ? minutes : Number.NaN;
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar date; a date has one weekday in every zone. */
export function isoWeekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

type Window = { from: string; to: string };

/**
 * The problems of working hours the trainer's editor shows and the backend refuses with, by field
 * path (`working_hours.weekly.2.to`, `working_hours.overrides.0.windows.1.from`): a window that
 * does not end after it starts (`timeOrder`), one overlapping an earlier window of the same day
 * (`timeOverlap`), one outside the venue's opening hours of that weekday (`outsideOpeningHours`; a
 * weekday without opening hours is closed), a date given twice (`duplicateDate`). The keys are
 * `trainer:validation.*`, worded by the trainer remote alone, so other pages don't download them.
 * Empty when the hours are fine. One copy, so the two cannot drift.
 */
export function workingHoursFieldErrors(hours: WorkingHours, openingHours: readonly OpeningHours[], prefix = 'working_hours'): FieldErrors {
  const errors: FieldErrors = {};
  const opening = new Map(openingHours.map((row) => [row.weekday, { opens: wallMinutes(row.opens), closes: wallMinutes(row.closes) }]));

  const checkDay = (windows: readonly { window: Window; path: string }[], weekday: number) => {
    const seen: { from: number; to: number }[] = [];
    const open = opening.get(weekday);
    for (const { window, path } of windows) {
      const from = wallMinutes(window.from);
      const to = wallMinutes(window.to);
      if (Number.isNaN(from) || Number.isNaN(to)) continue;
      if (from >= to) {
        errors[`${path}.to`] ??= { key: 'trainer:validation.timeOrder' };
        continue;
      }
      if (!open || from < open.opens || to > open.closes) {
        errors[`${path}.from`] ??= { key: 'trainer:validation.outsideOpeningHours' };
      } else if (seen.some((other) => other.from < to && from < other.to)) {
        errors[`${path}.from`] ??= { key: 'trainer:validation.timeOverlap' };
      }
      seen.push({ from, to });
    }
  };

  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const windows = hours.weekly.flatMap((row, index) =>
      row.weekday === weekday ? [{ window: row, path: `${prefix}.weekly.${index}` }] : [],
    );
    checkDay(windows, weekday);
  }
  const dates = new Set<string>();
  hours.overrides.forEach((override, index) => {
    const path = `${prefix}.overrides.${index}`;
    if (dates.has(override.date)) errors[`${path}.date`] ??= { key: 'trainer:validation.duplicateDate' };
    dates.add(override.date);
    checkDay(
      override.windows.map((window, windowIndex) => ({ window, path: `${path}.windows.${windowIndex}` })),
      isoWeekdayOf(override.date),
    );
  });
  return errors;
}
