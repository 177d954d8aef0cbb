import { asc, eq } from 'drizzle-orm';
import { PAYMENT_METHOD_WALLET, type Payment, type PaymentBooking } from '@venue/api';
import type { Db, Tx } from '../../db/database.js';
import {
  courseEnrollments,
  courses,
  paymentReservations,
  payments,
  reservations,
  sportObjects,
  userVenueCarnets,
  venues,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/api-error.js';
import { carnetHoldOf } from '../carnets/carnet-ledger.js';
import { walletHolds } from '../wallet/wallet-payment.js';

type PaymentRow = typeof payments.$inferSelect;

export async function reservationIdsOf(db: Db | Tx, paymentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: paymentReservations.reservationId })
    .from(paymentReservations)
    .where(eq(paymentReservations.paymentId, paymentId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** What the payment is for, in time order: the status page restates it. */
async function bookingsOf(db: Db, paymentId: number): Promise<PaymentBooking[]> {
  const rows = await db
    .select({
      reservation: reservations,
      venueName: venues.name,
      venueAddress: venues.address,
      venueCity: venues.city,
      venueTimezone: venues.timezone,
      objectName: sportObjects.name,
    })
    .from(paymentReservations)
    .innerJoin(reservations, eq(reservations.id, paymentReservations.reservationId))
    .innerJoin(venues, eq(venues.id, reservations.venueId))
    .innerJoin(sportObjects, eq(sportObjects.id, reservations.sportObjectId))
    .where(eq(paymentReservations.paymentId, paymentId))
    .orderBy(asc(reservations.startTime), asc(reservations.id));
  return rows.map(({ reservation: r, ...place }) => ({
    reservation_id: r.id,
    reservation_uuid: r.uuid,
    state: r.state,
    venue_name: place.venueName,
    venue_address: place.venueAddress,
    venue_city: place.venueCity,
    venue_timezone: place.venueTimezone,
    sport_object_name: place.objectName,
    start_time: r.startTime.toISOString(),
    end_time: r.endTime.toISOString(),
    price: r.basePriceGrosze - r.discountGrosze,
  }));
}

/**
 * What the wallet paid of a payment: all of it for a wallet payment; for a split payment its hold
 * (also while pending, and still shown after a failure released it, as what was offered).
 */
async function walletPartOf(db: Db, payment: PaymentRow): Promise<number> {
  if (payment.methodId === PAYMENT_METHOD_WALLET) return payment.amountGrosze;
  return (await walletHolds(db, [payment.id])).get(payment.id)?.amount ?? 0;
}

export async function paymentView(db: Db, payment: PaymentRow): Promise<Payment> {
  const walletPart = await walletPartOf(db, payment);
  // A split payment's carnet hold (shown after a release too, as what was offered); a purchase's carnet.
  const carnetPart = (await carnetHoldOf(db, payment.id))?.amount ?? 0;
  const [bought] = await db
    .select({ id: userVenueCarnets.id, name: userVenueCarnets.name })
    .from(userVenueCarnets)
    .where(eq(userVenueCarnets.paymentId, payment.id));
  const [enrollment] = await db
    .select({
      id: courseEnrollments.id,
      course_id: courses.id,
      course_name: courses.name,
      child_first_name: courseEnrollments.childFirstName,
      venue_id: courseEnrollments.venueId,
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .where(eq(courseEnrollments.paymentId, payment.id));
  return {
    id: payment.id,
    payment_uuid: payment.uuid,
    status: payment.status,
    method_id: payment.methodId,
    // `amount_grosze` is what the payment's own method charged: the gateway, or the wallet when it paid all.
    amount: payment.methodId === PAYMENT_METHOD_WALLET ? payment.amountGrosze : payment.amountGrosze + walletPart + carnetPart,
    wallet_amount: walletPart,
    service_fee: payment.serviceFeeGrosze,
    currency: 'PLN',
    redirect_url: payment.redirectUrl,
    reservation_ids: await reservationIdsOf(db, payment.id),
    bookings: await bookingsOf(db, payment.id),
    venue_id: payment.venueId,
    carnet: bought ?? null,
    course_enrollment: enrollment ?? null,
    carnet_amount: carnetPart,
    created_at: payment.createdAt.toISOString(),
  };
}

/** By numeric id for its owner, or by uuid for whoever holds the link; anything else is 404. */
export async function findPayment(db: Db, ref: string, userId: number | null): Promise<Payment> {
  const byUuid = ref.includes('-');
  const [row] = await db
    .select()
    .from(payments)
    .where(byUuid ? eq(payments.uuid, ref.toLowerCase()) : eq(payments.id, Number(ref)));
  if (!row || (!byUuid && row.userId !== userId)) throw notFound(`Payment ${ref} not found`);
  return paymentView(db, row);
}
