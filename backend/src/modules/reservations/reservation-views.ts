import { eq, sql } from 'drizzle-orm';
import { ONLINE_PAYMENT_WINDOW_MINUTES, SERVICE_FEE_GROSZE, type Reservation, type ReservationPaymentDisplay } from '@venue/api';
import { carnetUsages, reservations, sportObjects, userVenueCarnets, venues, walletEntries } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/database.js';
import { classAndTrainerColumns, classAndTrainerOf, type ClassAndTrainerColumns } from '../classes/reservation-class-view.js';
import { courseColumns, courseOf, type CourseColumns } from '../courses/reservation-course-view.js';
import { resoldLateCancellationKeySql } from '../wallet/ledger-events.js';
import { cancellationPreview } from './cancellation-policy.js';

/** The reservation columns plus what its view needs from the venue and the court. */
export const reservationWithPlace = {
  reservation: reservations,
  venueName: venues.name,
  venueTimezone: venues.timezone,
  freeCancellationHours: venues.freeCancellationHours,
  objectName: sportObjects.name,
  sportTypeId: sportObjects.sportTypeId,
  /**
   * The carnet that paid (part of) it, as JSON: its uses minus a split payment's released hold
   * (a give-back after a cancellation does not undo what it paid). Null when none did.
   */
  carnetJson: sql<string | null>`(select json_build_object('id', c.id, 'name', c.name, 'kind', c.kind, 'amount',
      sum(case when u.kind = 'use' then u.amount when u.key like '%:carnet_release' then -u.amount else 0 end))::text
    from ${carnetUsages} u join ${userVenueCarnets} c on c.id = u.user_carnet_id
    where u.reservation_id = ${reservations.id} group by c.id, c.name, c.kind limit 1)`,
  /** A late cancellation given its money back because the court was booked again (resale-refund.ts); one unique-key lookup. */
  resoldRefund: sql<boolean>`exists (select 1 from ${walletEntries} where ${walletEntries.idempotencyKey} = ${resoldLateCancellationKeySql(reservations.id)})`,
  ...classAndTrainerColumns,
  ...courseColumns,
};

export type ReservationRow = {
  reservation: typeof reservations.$inferSelect;
  venueName: string;
  venueTimezone: string;
  freeCancellationHours: number;
  objectName: string;
  sportTypeId: number;
  carnetJson?: string | null;
  resoldRefund?: boolean | null;
} & ClassAndTrainerColumns &
  CourseColumns;

type CarnetPart = { id: number; name: string; kind: 'amount' | 'entries'; amount: number };

function carnetOf(json: string | null | undefined): CarnetPart | null {
  if (!json) return null;
  const part = JSON.parse(json) as CarnetPart;
  return part.amount > 0 ? { id: part.id, name: part.name, kind: part.kind, amount: Number(part.amount) } : null;
}

/** Grosze of the price a carnet paid: all of it for an entry, its value's part for a value carnet. */
export function carnetGroszeOf(carnet: Pick<CarnetPart, 'kind' | 'amount'> | null, price: number): number {
  if (!carnet) return 0;
  return carnet.kind === 'entries' ? price : Math.min(price, carnet.amount);
}

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
 * with the venue, so it still shows `paid` — unless its whole court time was booked again and the
 * money came back to the wallet then (`resold`, decision "late cancellation resold").
 */
export function paymentDisplayOf(r: PaymentDisplayInput, resold = false): ReservationPaymentDisplay {
  const refunded = r.state === 'cancelled' && r.paymentStatus === 'paid' && r.basePriceGrosze - r.discountGrosze > 0;
  const resoldRefund = resold && r.state === 'cancelled_not_on_time' && r.paymentStatus === 'paid';
  return refunded || resoldRefund ? 'refunded' : r.paymentStatus;
}

export function reservationView(row: ReservationRow, now: Date): Reservation {
  const r = row.reservation;
  const carnet = carnetOf(row.carnetJson);
  const serviceFee = r.paymentMethod === 'online' ? SERVICE_FEE_GROSZE : 0;
  const awaitingPayment = r.state === 'active' && r.paymentMethod === 'online' && r.paymentStatus !== 'paid';
  // A course session waits for its enrolment's payment (15 minutes) and is cancelled through it.
  const course = courseOf(row);
  const windowEnd = awaitingPayment ? new Date(r.createdAt.getTime() + ONLINE_PAYMENT_WINDOW_MINUTES * 60_000).toISOString() : null;
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
    payment_status: paymentDisplayOf(r, row.resoldRefund === true),
    base_price: r.basePriceGrosze,
    discount: r.discountGrosze,
    service_fee: serviceFee,
    total: r.basePriceGrosze - r.discountGrosze + serviceFee,
    discount_cards: r.discountCards,
    invoice: r.invoice,
    created_at: r.createdAt.toISOString(),
    pay_until: course.payUntil === undefined ? windowEnd : awaitingPayment ? course.payUntil : null,
    cancellation:
      r.kind === 'course'
        ? null
        : cancellationPreview(r, row.freeCancellationHours, now, carnetGroszeOf(carnet, r.basePriceGrosze - r.discountGrosze)),
    carnet,
    ...classAndTrainerOf(row, r.trainerPriceGrosze),
    course: course.course,
  };
}
