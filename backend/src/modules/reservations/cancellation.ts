import { and, eq, sql } from 'drizzle-orm';
import type { Reservation } from '@venue/api';
import type { Db } from '../../db/database.js';
import { reservations, venues } from '../../db/schema/index.js';
import { ruleViolated } from '../../lib/api-error.js';
import { giveBackCarnet } from '../carnets/carnet-give-back.js';
import { carnetSharesOf } from '../carnets/carnet-ledger.js';
import { announceFreedCourtTime } from '../term-notifications/court-freed.js';
import { cancellationPreview } from './cancellation-policy.js';
import { refundCancellation } from './cancellation-refund.js';
import { carnetGroszeOf } from './reservation-views.js';
import { lockReservations } from './payment-state.js';
import { findOwnReservation } from './reservation-service.js';

/**
 * Free until the venue's hours before the start, `cancelled_not_on_time` after; at most once.
 *
 * The refund is decided on the reservation row locked in the cancelling transaction, not on the
 * view read before it: a payment notification settling the reservation at the same moment either
 * commits first (then this sees it paid and refunds it) or waits for this (then it finds the
 * reservation cancelled and refunds its share itself), so the money comes back exactly once.
 * It goes back to whoever paid: the owner's wallet, or through the gateway to a payer by link.
 */
export async function cancelReservation(db: Db, userId: number, ref: string, now: Date): Promise<Reservation> {
  const current = await findOwnReservation(db, userId, ref, now);
  if (!current.cancellation) throw ruleViolated('NOT_CANCELLABLE', 'Only active reservations that have not started can be cancelled');
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await lockReservations(tx, [current.id]);
    if (!row) return false;
    const [venue] = await tx.select({ hours: venues.freeCancellationHours }).from(venues).where(eq(venues.id, row.venueId));
    // What a carnet paid goes back to the carnet (README "Carnets"); only the rest is money.
    const share = (await carnetSharesOf(tx, [row.id])).get(row.id) ?? null;
    const preview = venue
      ? cancellationPreview(row, venue.hours, now, carnetGroszeOf(share, row.basePriceGrosze - row.discountGrosze))
      : null;
    if (!preview) return false;
    const freed = await tx
      .update(reservations)
      .set({ state: preview.outcome, cancelledAt: now, cancelReason: 'user' })
      .where(and(eq(reservations.id, row.id), sql`${reservations.state} = 'active'`))
      .returning({
        reservationId: reservations.id,
        sportObjectId: reservations.sportObjectId,
        start: reservations.startTime,
        end: reservations.endTime,
      });
    // Whoever asked to be told about this court time is served from it (issue 29).
    await announceFreedCourtTime(tx, freed, now);
    if (share && preview.outcome === 'cancelled' && row.paymentStatus === 'paid') await giveBackCarnet(tx, row, share, now);
    await refundCancellation(tx, {
      reservationId: row.id,
      userId,
      venueId: current.venue_id,
      amountGrosze: preview.refund,
      description: `Zwrot za odwołaną rezerwację: ${current.venue_name}, ${current.sport_object_name}`,
      now,
    });
    return true;
  });
  if (!cancelled) throw ruleViolated('NOT_CANCELLABLE', 'The reservation was cancelled meanwhile');
  return findOwnReservation(db, userId, String(current.id), now);
}
