import type { TrainerScheduleEntry } from '@venue/api/schemas/trainer-area';
import type { WorkingHours } from '@venue/api/schemas/trainer';
import { offeredMinutes } from '../../lib/working-hours';

export interface WeekGlance {
  readonly lessons: number;
  readonly classes: number;
  /** Minutes of lessons and classes not cancelled. */
  readonly bookedMinutes: number;
  /** Minutes of working hours over the week (the template with the week's overrides). */
  readonly offeredMinutes: number;
}

/** This week in numbers: what is booked (cancelled entries count for nothing) against the hours offered. */
export function weekGlance(entries: readonly TrainerScheduleEntry[], days: readonly string[], hours: WorkingHours): WeekGlance {
  const week = entries.filter((entry) => entry.state !== 'cancelled' && days.includes(entry.local_date));
  return {
    lessons: week.filter((entry) => entry.kind === 'lesson').length,
    classes: week.filter((entry) => entry.kind === 'class').length,
    // Instants, not wall times: a lesson across a clock change lasts what it lasts.
    bookedMinutes: week.reduce((sum, entry) => sum + (Date.parse(entry.end_time) - Date.parse(entry.start_time)) / 60_000, 0),
    offeredMinutes: offeredMinutes(days, hours),
  };
}

/** The next lesson not yet begun, or null. */
export function nextLesson(entries: readonly TrainerScheduleEntry[], now: Date): TrainerScheduleEntry | null {
  return (
    entries.find((entry) => entry.kind === 'lesson' && entry.state === 'upcoming' && Date.parse(entry.start_time) >= now.getTime()) ?? null
  );
}
