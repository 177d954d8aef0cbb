import { DateTime } from 'luxon';

/** Longest series offered at once; the advance-booking limit usually cuts it shorter. */
export const MAX_OCCURRENCES = 60;

/**
 * The same local wall-clock slot every week from the first one until `until` (inclusive, venue
 * time), at most `weeks` of them (the venue's series limit; never more than `MAX_OCCURRENCES`).
 * Weeks are added on the venue's calendar, so 18:00 stays 18:00 across a DST change.
 */
export function weeklyOccurrences(
  start: Date,
  end: Date,
  until: string,
  zone: string,
  weeks = MAX_OCCURRENCES,
): { start: Date; end: Date }[] {
  const first = DateTime.fromJSDate(start, { zone });
  const minutes = (end.getTime() - start.getTime()) / 60_000;
  const occurrences: { start: Date; end: Date }[] = [];
  for (let week = 0; week < Math.min(weeks, MAX_OCCURRENCES); week += 1) {
    const local = first.plus({ weeks: week });
    if ((local.toISODate() ?? '') > until) break;
    occurrences.push({ start: local.toJSDate(), end: local.plus({ minutes }).toJSDate() });
  }
  return occurrences;
}
