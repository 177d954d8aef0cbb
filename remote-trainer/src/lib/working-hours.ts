import type { WorkingHours } from '@venue/api/schemas/trainer';
import { wallMinutes } from '@venue/api/working-hours-check';
import { weekdayOf } from './week';

/** The windows of one calendar day: its override if it has one (none: a day off), else the weekly template's. */
export function windowsOn(day: string, hours: WorkingHours): { from: string; to: string }[] {
  const override = hours.overrides.find((row) => row.date === day);
  if (override) return override.windows;
  const weekday = weekdayOf(day);
  return hours.weekly.filter((row) => row.weekday === weekday).map(({ from, to }) => ({ from, to }));
}

/** Minutes between two wall times (`HH:MM`, `24:00`); 0 for a window that does not end after it starts. */
export function windowMinutes(from: string, to: string): number {
  const minutes = wallMinutes(to) - wallMinutes(from);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 0;
}

/** The minutes the trainer offers over `days`, in the venue's wall time (a daylight-saving day changes nothing). */
export function offeredMinutes(days: readonly string[], hours: WorkingHours): number {
  return days.reduce((sum, day) => sum + windowsOn(day, hours).reduce((daySum, w) => daySum + windowMinutes(w.from, w.to), 0), 0);
}
