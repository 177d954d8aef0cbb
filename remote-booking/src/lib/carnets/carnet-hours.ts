// A carnet's weekly hours read as a few lines ("pon.–pt. 06:00–16:00", "sob., niedz. 08:00–22:00")
// instead of seven: days with the same windows are grouped, consecutive ones as a range. The hours
// are wall times of the venue's zone, shown as they are (with the page's time-zone note).
import type { CarnetHours } from '@venue/api/schemas/carnet';
import { dateTimeFormat, type Language } from '@venue/i18n';

export interface HoursWindow {
  readonly from: string;
  readonly to: string;
}

/** Days (ISO weekdays, ascending) that share the same windows. */
export interface HoursGroup {
  readonly days: readonly number[];
  readonly windows: readonly HoursWindow[];
}

const windowKey = (windows: readonly HoursWindow[]) => windows.map((w) => `${w.from}-${w.to}`).join(',');

/**
 * Groups the weekly hours: one group per distinct set of windows, in weekday order of its first
 * day; a weekday without a window is not in any group. Empty input: no groups (the carnet is good
 * whenever the venue is open).
 */
export function groupCarnetHours(hours: readonly CarnetHours[]): HoursGroup[] {
  const byDay = new Map<number, HoursWindow[]>();
  for (const item of hours) {
    const list = byDay.get(item.weekday) ?? [];
    list.push({ from: item.from, to: item.to });
    byDay.set(item.weekday, list);
  }
  const groups = new Map<string, { days: number[]; windows: HoursWindow[] }>();
  for (const day of [...byDay.keys()].sort((a, b) => a - b)) {
    const windows = (byDay.get(day) ?? []).sort((a, b) => a.from.localeCompare(b.from));
    const key = windowKey(windows);
    const group = groups.get(key);
    if (group) group.days.push(day);
    else groups.set(key, { days: [day], windows });
  }
  return [...groups.values()];
}

/** Consecutive runs of ISO weekdays: [1,2,3,5] → [[1,3],[5,5]]. */
export function dayRuns(days: readonly number[]): Array<readonly [number, number]> {
  const runs: Array<[number, number]> = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && day === last[1] + 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

/** "pon." for ISO weekday 1 in Polish ("Mon" in English). */
export function weekdayShort(weekday: number, language: Language): string {
  // 2024-01-01 was a Monday.
  return dateTimeFormat(language, 'UTC', { weekday: 'short' }).format(new Date(Date.UTC(2024, 0, weekday, 12)));
}

/** "pon.–pt." for a run of three days or more, "sob., niedz." for two, "śr." for one. */
export function formatDays(days: readonly number[], language: Language): string {
  return dayRuns(days)
    .map(([first, last]) => {
      if (first === last) return weekdayShort(first, language);
      if (last === first + 1) return `${weekdayShort(first, language)}, ${weekdayShort(last, language)}`;
      return `${weekdayShort(first, language)}–${weekdayShort(last, language)}`;
    })
    .join(', ');
}

/** "06:00–16:00, 18:00–22:00" */
export function formatWindows(windows: readonly HoursWindow[]): string {
  return windows.map((w) => `${w.from}–${w.to}`).join(', ');
}

/** One line per group: "pon.–pt. 06:00–16:00"; none when the carnet is good whenever the venue is open. */
export function carnetHoursLines(hours: readonly CarnetHours[], language: Language): string[] {
  return groupCarnetHours(hours).map((group) => `${formatDays(group.days, language)} ${formatWindows(group.windows)}`);
}
