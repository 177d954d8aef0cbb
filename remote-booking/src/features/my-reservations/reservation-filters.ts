// The list's filters live in the URL (?tab=&from=&to=&cancelled=1|only&venue=&weekday=), so a
// reload, the back button or a shared link show the same list. `venue`, `weekday` and
// `cancelled=only` have no field of their own: they arrive with a link from the statistics page
// (its figures link to the reservations behind them) and are shown as removable chips.
import { isoWeekdayOf } from '@venue/api/working-hours-check';
import type { ReservationState } from '@venue/api/schemas/reservation';
import { addCalendarDays, isCalendarDay } from '@venue/i18n';

/** Spec §2: courts (with private lessons) once and weekly, then classes once and weekly. */
export const RESERVATION_TABS = ['single', 'recurring', 'single-classes', 'recurring-classes'] as const;
export type ReservationTab = (typeof RESERVATION_TABS)[number];

/** Quick filters of the spec: the next N days, today included. */
export const QUICK_RANGES = [7, 30, 90] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export interface ReservationFilters {
  readonly tab: ReservationTab;
  /** First calendar day shown, `YYYY-MM-DD`; today unless the user chose another. */
  readonly from: string;
  /** Last calendar day shown (inclusive), or null for no end. */
  readonly to: string | null;
  readonly showCancelled: boolean;
  /** Only cancelled reservations (the statistics' "cancelled" figure links here); implies showCancelled. */
  readonly onlyCancelled: boolean;
  /** Only this venue's reservations, or null for every venue. */
  readonly venueId: number | null;
  /** Only reservations on this ISO weekday (1 Monday … 7 Sunday, venue-local), or null for any day. */
  readonly weekday: IsoWeekday | null;
}

export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

function parseVenueId(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

function parseWeekday(value: string | null): IsoWeekday | null {
  return value !== null && /^[1-7]$/.test(value) ? (Number(value) as IsoWeekday) : null;
}

/** Reads the filters from the URL; anything missing or malformed falls back to the default. */
export function parseFilters(params: URLSearchParams, today: string): ReservationFilters {
  const tab = params.get('tab');
  const from = params.get('from');
  const to = params.get('to');
  const cancelled = params.get('cancelled');
  return {
    tab: (RESERVATION_TABS as readonly (string | null)[]).includes(tab) ? (tab as ReservationTab) : 'single',
    from: isCalendarDay(from) ? from : today,
    to: isCalendarDay(to) ? to : null,
    showCancelled: cancelled === '1' || cancelled === 'only',
    onlyCancelled: cancelled === 'only',
    venueId: parseVenueId(params.get('venue')),
    weekday: parseWeekday(params.get('weekday')),
  };
}

/** Writes the filters back, leaving defaults out so the plain URL stays plain. */
export function filtersToParams(filters: ReservationFilters, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'single') params.set('tab', filters.tab);
  if (filters.from !== today) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.showCancelled) params.set('cancelled', filters.onlyCancelled ? 'only' : '1');
  if (filters.venueId !== null) params.set('venue', String(filters.venueId));
  if (filters.weekday !== null) params.set('weekday', String(filters.weekday));
  return params;
}

/** The from/to of a quick filter: `days` calendar days starting today. */
export function quickRange(days: QuickRange, today: string): { from: string; to: string } {
  return { from: today, to: addCalendarDays(today, days - 1) };
}

/** The quick filter the current range matches, if any (shown as pressed). */
export function activeQuickRange(filters: ReservationFilters, today: string): QuickRange | null {
  return (
    QUICK_RANGES.find((days) => {
      const range = quickRange(days, today);
      return filters.from === range.from && filters.to === range.to;
    }) ?? null
  );
}

export function isRangeValid(filters: ReservationFilters): boolean {
  return filters.to === null || filters.to >= filters.from;
}

/**
 * Instants to ask the API for. Days are calendar days in each venue's own zone, which may be a
 * few hours off UTC either way, so the query is a day wider on each side and
 * `isWithinDays` trims the answer exactly.
 */
export function queryWindow(filters: ReservationFilters): { from: Date; to: Date | undefined } {
  return {
    from: new Date(`${addCalendarDays(filters.from, -1)}T00:00:00Z`),
    to: filters.to ? new Date(`${addCalendarDays(filters.to, 2)}T00:00:00Z`) : undefined,
  };
}

/** Whether a venue-local day lies within the chosen days. */
export function isWithinDays(localDay: string, filters: ReservationFilters): boolean {
  return localDay >= filters.from && (filters.to === null || localDay <= filters.to);
}

/** Whether a reservation on this venue-local day passes every filter but the tab (days, venue, weekday, cancelled only). */
export function matchesFilters(
  reservation: { readonly venue_id: number; readonly state: ReservationState },
  localDay: string,
  filters: ReservationFilters,
): boolean {
  return (
    isWithinDays(localDay, filters) &&
    (!filters.onlyCancelled || reservation.state !== 'active') &&
    (filters.venueId === null || reservation.venue_id === filters.venueId) &&
    (filters.weekday === null || isoWeekdayOf(localDay) === filters.weekday)
  );
}

/**
 * How many filters differ from the default list (the days, "show cancelled" or "cancelled only",
 * the venue, the weekday), said on the collapsed filters' button so a narrowed list is never
 * mistaken for all of it.
 */
export function activeFilterCount(filters: ReservationFilters, today: string): number {
  const days = filters.from !== today || filters.to !== null;
  return Number(days) + Number(filters.showCancelled) + Number(filters.venueId !== null) + Number(filters.weekday !== null);
}
