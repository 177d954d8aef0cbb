import { and, asc, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import { ONLINE_PAYMENT_WINDOW_MINUTES } from '@venue/api';
import type { Tx } from '../../db/database.js';
import { reservations, sportObjects, venues } from '../../db/schema/index.js';
import { carnetSharesOf } from '../carnets/carnet-ledger.js';
import { enqueueJob, type JobHandler } from '../jobs/job-queue.js';
import { ledgerEventKey } from '../wallet/ledger-events.js';
import { postToLedger } from '../wallet/wallet-service.js';
import { lockCourt } from './court-lock.js';
import { queueResaleRefundNotice } from './resale-refund-notice.js';
import { carnetGroszeOf } from './reservation-views.js';

/*
 * Release and resell (issue 29; docs/decisions "late cancellation resold"): a paid reservation
 * cancelled late (`cancelled_not_on_time`, which gives nothing back) gets its money back to the
 * owner's wallet once its whole court time has been booked again, so the venue lost nothing. A
 * partly rebooked stretch gives nothing back.
 *
 * A court booking that overlaps such a reservation queues a check (in its own transaction, under
 * the court lock it already holds). The check runs as a job of the registry: it takes the court
 * lock, so it sees every booking of the court, and posts the refund under one ledger key per
 * reservation, so two rebookings checked at once refund once. A rebooking waiting for its online
 * payment counts only once paid: its check runs after its payment window has closed.
 */

/** Job kind: a court booking overlapped a late, paid cancellation; payload `{ sportObjectId, start, end }`. */
export const RESALE_CHECK_JOB = 'late_cancellation_resale_check';

/** The same minute the expiry job runs at, and a minute more, so an unpaid rebooking is gone by then. */
const AFTER_PAYMENT_WINDOW_MS = (ONLINE_PAYMENT_WINDOW_MINUTES + 1) * 60_000;

const lateAndPaid = sql`${reservations.state} = 'cancelled_not_on_time' and ${reservations.paymentStatus} = 'paid'`;

type Booked = { id: number; sportObjectId: number; start: Date; end: Date; pendingOnline: boolean };

/** Called by a court booking's transaction (under the court lock): queues a check only when a late cancellation lies under it. */
export async function queueResaleCheck(tx: Tx, booked: readonly Booked[], now: Date): Promise<void> {
  for (const booking of booked) {
    const [late] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          eq(reservations.sportObjectId, booking.sportObjectId),
          lateAndPaid,
          lt(reservations.startTime, booking.end),
          gt(reservations.endTime, booking.start),
        ),
      )
      .limit(1);
    if (!late) continue;
    await enqueueJob(tx, {
      kind: RESALE_CHECK_JOB,
      key: `booking:${booking.id}`,
      runAt: booking.pendingOnline ? new Date(now.getTime() + AFTER_PAYMENT_WINDOW_MS) : now,
      payload: { sportObjectId: booking.sportObjectId, start: booking.start.toISOString(), end: booking.end.toISOString() },
      now,
    });
  }
}

/** Whether bookings made after `since` (paid, on site or by carnet; not waiting for online money) cover [start, end). */
async function bookedAgain(tx: Tx, sportObjectId: number, start: Date, end: Date, since: Date): Promise<boolean> {
  const covering = await tx
    .select({ start: reservations.startTime, end: reservations.endTime })
    .from(reservations)
    .where(
      and(
        eq(reservations.sportObjectId, sportObjectId),
        sql`${reservations.state} = 'active'`,
        ne(reservations.paymentStatus, 'pending_online'),
        gte(reservations.createdAt, since),
        lt(reservations.startTime, end),
        gt(reservations.endTime, start),
      ),
    )
    .orderBy(asc(reservations.startTime));
  let coveredUntil = start.getTime();
  for (const row of covering) {
    if (row.start.getTime() > coveredUntil) return false;
    coveredUntil = Math.max(coveredUntil, row.end.getTime());
  }
  return coveredUntil >= end.getTime();
}

/** Job: refunds each late cancellation under the booking whose time is now wholly booked again. */
export const checkResale: JobHandler = async (tx, job, now) => {
  const sportObjectId = Number(job.payload.sportObjectId);
  const start = new Date(String(job.payload.start));
  const end = new Date(String(job.payload.end));
  await lockCourt(tx, sportObjectId);
  const late = await tx
    .select({
      id: reservations.id,
      userId: reservations.userId,
      venueId: reservations.venueId,
      start: reservations.startTime,
      end: reservations.endTime,
      cancelledAt: reservations.cancelledAt,
      price: sql<number>`${reservations.basePriceGrosze} - ${reservations.discountGrosze}`,
      venueName: venues.name,
      courtName: sportObjects.name,
    })
    .from(reservations)
    .innerJoin(venues, eq(venues.id, reservations.venueId))
    .innerJoin(sportObjects, eq(sportObjects.id, reservations.sportObjectId))
    .where(
      and(eq(reservations.sportObjectId, sportObjectId), lateAndPaid, lt(reservations.startTime, end), gt(reservations.endTime, start)),
    );
  for (const row of late) {
    if (!row.cancelledAt || !(await bookedAgain(tx, sportObjectId, row.start, row.end, row.cancelledAt))) continue;
    // What a carnet paid stays used, as with any late cancellation; only the money comes back.
    const share = (await carnetSharesOf(tx, [row.id])).get(row.id) ?? null;
    const price = Number(row.price);
    const money = price - carnetGroszeOf(share, price);
    if (money <= 0) continue;
    const posted = await postToLedger(tx, {
      userId: row.userId,
      type: 'refund_cancellation',
      availableDelta: money,
      description: `Zwrot za odwołaną po terminie rezerwację, termin sprzedany ponownie: ${row.venueName}, ${row.courtName}`,
      reservationId: row.id,
      venueId: row.venueId,
      idempotencyKey: ledgerEventKey.resoldLateCancellation(row.id),
      now,
    });
    if (posted) await queueResaleRefundNotice(tx, row.id, money, now);
  }
};
