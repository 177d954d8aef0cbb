// The classes tab's pure logic: which week to ask for, which occurrences a day and the filters
// show, and which filters are worth offering.
import { addCalendarDays, isCalendarDay } from '@venue/i18n';
import type { GroupClassOccurrence } from '@venue/api/schemas/group-class';
import { localDayOf } from '../../../lib/reservations/reservation-format';

export interface ClassListState {
  /** The day shown, `YYYY-MM-DD` in the venue's zone. */
  readonly day: string;
  readonly sport: number | null;
  readonly trainer: number | null;
  /** The occurrence whose details (and sign-up) are open. */
  readonly classId: number | null;
}

const positiveId = (value: string | null): number | null => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** Reads the tab's state from the URL (?day=&sport=&trainer=&class=); anything malformed falls back. */
export function parseClassListState(params: URLSearchParams, today: string): ClassListState {
  const day = params.get('day');
  return {
    day: isCalendarDay(day) && day >= today ? day : today,
    sport: positiveId(params.get('sport')),
    trainer: positiveId(params.get('trainer')),
    classId: positiveId(params.get('class')),
  };
}

export function classListParams(state: ClassListState, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (state.day !== today) params.set('day', state.day);
  if (state.sport !== null) params.set('sport', String(state.sport));
  if (state.trainer !== null) params.set('trainer', String(state.trainer));
  if (state.classId !== null) params.set('class', String(state.classId));
  return params;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The week (seven days from today, then the next seven …) holding `day`, as the instants to ask
 * for: a day wider on each side, since the venue's days are a few hours off UTC either way, then
 * trimmed to the venue's own days by `classesOn`. One answer serves a whole week of the strip.
 */
export function weekWindow(today: string, day: string): { first: string; start: string; end: string } {
  const first = addCalendarDays(today, Math.floor(Math.max(0, daysBetween(today, day)) / 7) * 7);
  return {
    first,
    start: new Date(`${addCalendarDays(first, -1)}T00:00:00Z`).toISOString(),
    end: new Date(`${addCalendarDays(first, 8)}T00:00:00Z`).toISOString(),
  };
}

/** One day's occurrences (venue days), in time order, narrowed by the filters. */
export function classesOn(
  occurrences: readonly GroupClassOccurrence[],
  day: string,
  timeZone: string,
  filters: Pick<ClassListState, 'sport' | 'trainer'>,
): GroupClassOccurrence[] {
  return occurrences
    .filter((item) => localDayOf(item.start_time, timeZone) === day)
    .filter((item) => filters.sport === null || item.sport_type_id === filters.sport)
    .filter((item) => filters.trainer === null || item.trainer?.id === filters.trainer)
    .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
}

/** The sports and trainers of the week's classes, each once, trainers by name. */
export function filterOptions(occurrences: readonly GroupClassOccurrence[]): {
  sports: number[];
  trainers: { id: number; name: string }[];
} {
  const sports = [...new Set(occurrences.map((item) => item.sport_type_id))].sort((a, b) => a - b);
  const trainers = new Map<number, string>();
  for (const item of occurrences) if (item.trainer) trainers.set(item.trainer.id, item.trainer.display_name);
  return {
    sports,
    trainers: [...trainers].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** Whether an occurrence can be signed up for now. */
export type Availability = 'open' | 'full' | 'cancelled' | 'past';

export function availabilityOf(occurrence: GroupClassOccurrence, now: number): Availability {
  if (occurrence.cancelled) return 'cancelled';
  if (Date.parse(occurrence.start_time) <= now) return 'past';
  if (occurrence.free_places === 0) return 'full';
  return 'open';
}
