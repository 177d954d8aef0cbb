import type { TrainerEntryState, TrainerScheduleEntry } from '@venue/api/schemas/trainer-area';
import { addCalendarDays } from '@venue/i18n';
import { weekDays, weekFromParam } from '../../lib/week';

export type ReservationsView = 'week' | 'list';
export const RESERVATION_VIEWS: readonly ReservationsView[] = ['week', 'list'];
export const ENTRY_FILTERS: readonly TrainerEntryState[] = ['upcoming', 'past', 'cancelled'];

/** What the address says the page shows: `?view=list&filter=past&week=2026-11-23&entry=lesson-12`. */
export interface ReservationsFilters {
  readonly view: ReservationsView;
  readonly filter: TrainerEntryState;
  /** The Monday of the week the calendar shows. */
  readonly week: string;
  /** The entry whose details are open (`lesson-12`, `class-4`), or null. */
  readonly entry: string | null;
}

/** Reads the filters; anything unknown falls back to the week calendar of upcoming entries this week. */
export function readFilters(params: URLSearchParams, today: string): ReservationsFilters {
  const view = params.get('view');
  const filter = params.get('filter');
  return {
    view: RESERVATION_VIEWS.includes(view as ReservationsView) ? (view as ReservationsView) : 'week',
    filter: ENTRY_FILTERS.includes(filter as TrainerEntryState) ? (filter as TrainerEntryState) : 'upcoming',
    week: weekFromParam(params.get('week'), today),
    entry: params.get('entry'),
  };
}

/** The address after a change; defaults are left out, other parameters (the venue) kept. */
export function writeFilters(params: URLSearchParams, change: Partial<ReservationsFilters>, today: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const filters = { ...readFilters(params, today), ...change };
  const set = (name: string, value: string | null, fallback: string | null) =>
    value === null || value === fallback ? next.delete(name) : next.set(name, value);
  set('view', filters.view, 'week');
  set('filter', filters.filter, 'upcoming');
  set('week', filters.week, weekFromParam(null, today));
  set('entry', filters.entry, null);
  return next;
}

/**
 * The venue's calendar days to read: the week shown, or for the list the next eight weeks
 * (upcoming), the last eight (past), or four each side (cancelled). The API reads at most 62 days,
 * and `windowCovering` adds three.
 */
export function daysOf(filters: ReservationsFilters, today: string): { first: string; last: string } {
  if (filters.view === 'week') return { first: filters.week, last: addCalendarDays(filters.week, 6) };
  if (filters.filter === 'upcoming') return { first: today, last: addCalendarDays(today, 56) };
  if (filters.filter === 'past') return { first: addCalendarDays(today, -56), last: today };
  return { first: addCalendarDays(today, -28), last: addCalendarDays(today, 28) };
}

/**
 * The entry's key in `?entry=`: `lesson-12`, `class-4`, and for a course session `course-3-2026-12-02`,
 * since every session of a course carries the course's id (a course meets at most once a day).
 */
export const entryIdOf = (entry: Pick<TrainerScheduleEntry, 'kind' | 'id' | 'local_date'>) =>
  entry.kind === 'course' ? `course-${entry.id}-${entry.local_date}` : `${entry.kind}-${entry.id}`;

/** The entries the page lists: of the filter's state, inside the days read, the past newest first. */
export function visibleEntries(
  entries: readonly TrainerScheduleEntry[],
  filters: ReservationsFilters,
  today: string,
): TrainerScheduleEntry[] {
  const { first, last } = daysOf(filters, today);
  const kept = entries.filter((entry) => entry.state === filters.filter && entry.local_date >= first && entry.local_date <= last);
  return filters.filter === 'past' && filters.view === 'list' ? kept.reverse() : kept;
}

/** The entries by calendar day, in the order given. */
export function byDay(entries: readonly TrainerScheduleEntry[]): Map<string, TrainerScheduleEntry[]> {
  const days = new Map<string, TrainerScheduleEntry[]>();
  for (const entry of entries) days.set(entry.local_date, [...(days.get(entry.local_date) ?? []), entry]);
  return days;
}

export { weekDays };
