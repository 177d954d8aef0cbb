import { eq } from 'drizzle-orm';
import { ONLINE_PAYMENT_WINDOW_MINUTES, SERVICE_FEE_GROSZE, type Reservation, type ReservationPaymentDisplay } from '@venue/api';
import { reservations, sportObjects, venues } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/database.js';
import { cancellationPreview } from './cancellation-policy.js';

/** The reservation columns plus what its view needs from the venue and the court. */
export const reservationWithPlace = {
  reservation: reservations,
  venueName: venues.name,
  venueTimezone: venues.timezone,
  freeCancellationHours: venues.freeCancellationHours,
  objectName: sportObjects.name,
  sportTypeId: sportObjects.sportTypeId,
};

export type ReservationRow = {
  reservation: typeof reservations.$inferSelect;
  venueName: string;
  venueTimezone: string;
  freeCancellationHours: number;
  objectName: string;
  sportTypeId: number;
};

export function selectReservations(db: DbOrTx) {
  return db
    .select(reservationWithPlace)
    .from(reservations)
    .innerJoin(venues, eq(venues.id, reservations.venueId))
    .innerJoin(sportObjects, eq(sportObjects.id, reservations.sportObjectId));
}

type PaymentDisplayInput = Pick<typeof reservations.$inferSelect, 'state' | 'paymentStatus' | 'basePriceGrosze' | 'discountGrosze'>;

/**
 * The stored payment status stays `paid` after a cancellation (the refund lives in the ledger or
 * in `payment_refunds`); the view says `refunded` when the cancellation was in time, because then
 * the price went back to whoever paid (`cancelReservation`). A late cancellation keeps the money
 * with the venue, so it still shows `paid`.
 */
export function paymentDisplayOf(r: PaymentDisplayInput): ReservationPaymentDisplay {
  const refunded = r.state === 'cancelled' && r.paymentStatus === 'paid' && r.basePriceGrosze - r.discountGrosze > 0;
  return refunded ? 'refunded' : r.paymentStatus;
}

export function reservationView(row: ReservationRow, now: Date): Reservation {
  const r = row.reservation;
  const serviceFee = r.paymentMethod === 'online' ? SERVICE_FEE_GROSZE : 0;
  const awaitingPayment = r.state === 'active' && r.paymentMethod === 'online' && r.paymentStatus !== 'paid';
  return {
    id: r.id,
    reservation_uuid: r.uuid,
    parent_id: r.parentId,
    venue_id: r.venueId,
    venue_name: row.venueName,
    venue_timezone: row.venueTimezone,
    venue_sport_object_id: r.sportObjectId,
    sport_object_name: row.objectName,
    sport_type_id: row.sportTypeId,
    start_time: r.startTime.toISOString(),
    end_time: r.endTime.toISOString(),
    state: r.state,
    payment_method: r.paymentMethod,
    payment_status: paymentDisplayOf(r),
    base_price: r.basePriceGrosze,
    discount: r.discountGrosze,
    service_fee: serviceFee,
    total: r.basePriceGrosze - r.discountGrosze + serviceFee,
    discount_cards: r.discountCards,
    invoice: r.invoice,
    created_at: r.createdAt.toISOString(),
    pay_until: awaitingPayment ? new Date(r.createdAt.getTime() + ONLINE_PAYMENT_WINDOW_MINUTES * 60_000).toISOString() : null,
    cancellation: cancellationPreview(r, row.freeCancellationHours, now),
  };
}
