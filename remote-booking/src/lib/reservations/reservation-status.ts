// What the lists and details ask of a reservation's state and payment.
import type { Reservation } from '@venue/api/schemas/reservation';

/** Not paid yet and still payable online: active, not started, no payment in progress. */
export function isPayable(reservation: Reservation, now: Date = new Date()): boolean {
  return (
    reservation.state === 'active' &&
    (reservation.payment_status === 'unpaid' || reservation.payment_status === 'pending_online') &&
    new Date(reservation.start_time).getTime() > now.getTime()
  );
}

/** Counts as "unpaid" in a series summary: active and not paid (a payment may be under way). */
export function isUnpaid(reservation: Reservation): boolean {
  return reservation.state === 'active' && reservation.payment_status !== 'paid';
}

/** The next active reservation that has not ended yet (the list is oldest first). */
export function nearestReservation(reservations: readonly Reservation[], now: Date = new Date()): Reservation | null {
  return reservations.find((r) => r.state === 'active' && new Date(r.end_time).getTime() > now.getTime()) ?? null;
}
