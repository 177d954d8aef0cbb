// The player's carnets judged for one class occurrence, so the choices say up front why a carnet
// does not apply (as the courts flow does) instead of the server refusing it after "confirm". The
// order and rules follow the server's judgement (paid, expired, used up, sport or court, hours);
// whether a value carnet plus the wallet covers the price is left to the server, which knows the
// wallet's available balance.
import type { CarnetHours, CarnetUnusableReason, UserCarnet } from '@venue/api/schemas/carnet';
import type { GroupClassOccurrence } from '@venue/api/schemas/group-class';
import { cachedDateTimeFormat, todayIn } from '@venue/i18n';

/** A carnet of the player's at the venue; `reason`: why it cannot pay for this class, null when it can. */
export interface CarnetChoice {
  readonly id: number;
  readonly name: string;
  readonly reason: CarnetUnusableReason | null;
}

type Occurrence = Pick<GroupClassOccurrence, 'sport_type_id' | 'venue_sport_object_id' | 'start_time' | 'end_time'>;

const ISO_WEEKDAY: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The venue's calendar day, ISO weekday and minute of the day at an instant. */
function wallClock(instant: string, zone: string): { day: string; weekday: number; minute: number } {
  const at = new Date(instant);
  const parts = cachedDateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return { day: todayIn(zone, at), weekday: ISO_WEEKDAY[parts.weekday ?? ''] ?? 0, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

const minuteOf = (wallTime: string) => Number(wallTime.slice(0, 2)) * 60 + Number(wallTime.slice(3, 5));

/** Whether the class lies wholly inside one of the carnet's weekly windows (none: any time the venue is open). */
export function withinCarnetHours(hours: readonly CarnetHours[], occurrence: Occurrence, zone: string): boolean {
  if (hours.length === 0) return true;
  const from = wallClock(occurrence.start_time, zone);
  const to = wallClock(occurrence.end_time, zone);
  // A class ending at midnight ends at minute 1440 of its day; one running past it fits no window.
  const endMinute = to.day === from.day ? to.minute : to.minute === 0 ? 1440 : -1;
  if (endMinute < 0) return false;
  return hours.some(
    (window) => window.weekday === from.weekday && minuteOf(window.from) <= from.minute && endMinute <= minuteOf(window.to),
  );
}

/** Why the carnet cannot pay for the occurrence, or null when it can (the value check aside). */
export function classCarnetReason(carnet: UserCarnet, occurrence: Occurrence, zone: string): CarnetUnusableReason | null {
  if (!carnet.available) return carnet.unavailable_reason ?? 'not_paid';
  if (carnet.expires_at !== null && Date.parse(occurrence.end_time) > Date.parse(carnet.expires_at)) return 'expired';
  const covers =
    (carnet.sport_type_ids.length === 0 || carnet.sport_type_ids.includes(occurrence.sport_type_id)) &&
    (carnet.venue_sport_object_ids.length === 0 || carnet.venue_sport_object_ids.includes(occurrence.venue_sport_object_id));
  if (!covers) return 'not_for_this_court';
  if (!withinCarnetHours(carnet.available_hours, occurrence, zone)) return 'outside_hours';
  return null;
}

/** The player's carnets at the venue, each judged for the occurrence; a failed purchase never becomes usable and is left out. */
export function classCarnetChoices(carnets: readonly UserCarnet[], venueId: number, occurrence: Occurrence, zone: string): CarnetChoice[] {
  return carnets
    .filter((carnet) => carnet.venue_id === venueId && carnet.state !== 'payment_failed')
    .map((carnet) => ({ id: carnet.id, name: carnet.name, reason: classCarnetReason(carnet, occurrence, zone) }));
}

export function usableCarnets(carnets: readonly CarnetChoice[]): CarnetChoice[] {
  return carnets.filter((carnet) => carnet.reason === null);
}
