import type { Reservation } from '@venue/api/schemas/reservation';

export type Blocked = { kind: 'alreadyPaid' } | { kind: 'notPayable'; reason: 'cancelled' | 'started' | null };

/** Why a link's reservation cannot be paid at `now`, or null when the page offers the payment form. */
export function blockedOf(reservation: Reservation, now: number): Blocked | null {
  if (reservation.payment_status === 'paid') return { kind: 'alreadyPaid' };
  if (reservation.state !== 'active') return { kind: 'notPayable', reason: 'cancelled' };
  if (Date.parse(reservation.start_time) <= now) return { kind: 'notPayable', reason: 'started' };
  return null;
}
