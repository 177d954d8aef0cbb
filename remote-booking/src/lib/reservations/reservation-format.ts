import { dateTimeFormat, todayIn, type Language } from '@venue/i18n';
import type { Reservation } from '@venue/api/schemas/reservation';
import { formatVenueTime } from '../venue-time';

/** The calendar day `YYYY-MM-DD` an instant falls on in the venue's zone. */
export function localDayOf(instant: string, timeZone: string): string {
  return todayIn(timeZone, new Date(instant));
}

/** "poniedziałek, 18:30": when a weekly series plays, in the venue's zone. */
export function formatWeekdayTime(instant: string, timeZone: string, language: Language): string {
  const weekday = dateTimeFormat(language, timeZone, { weekday: 'long' }).format(new Date(instant));
  return `${weekday}, ${formatVenueTime(instant, timeZone, language)}`;
}

/** Whole minutes between two instants. */
export function durationMinutes(start: string, end: string): number {
  return Math.round((new Date(end).getTime() - new Date(start).getTime()) / 60_000);
}

/** What a reservation is called in lists: a class by its name, a court (or a private lesson on it) by the court's. */
export function reservationTitle(reservation: Pick<Reservation, 'sport_object_name' | 'group_class' | 'course'>): string {
  return reservation.course?.name ?? reservation.group_class?.name ?? reservation.sport_object_name;
}

/** A class sign-up (listed under the class tabs), not a court booking. */
export function isClassReservation(reservation: Pick<Reservation, 'group_class'>): boolean {
  return reservation.group_class != null;
}
