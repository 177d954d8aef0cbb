import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { reservations, sportObjects, venues } from '../../db/schema/index.js';
import { giveBackCarnet } from '../carnets/carnet-give-back.js';
import { carnetSharesOf } from '../carnets/carnet-ledger.js';
import { announceFreedCourtTime } from '../term-notifications/court-freed.js';
import { refundCancellation } from './cancellation-refund.js';
import { lockReservations } from './payment-state.js';
import { carnetGroszeOf } from './reservation-views.js';

/**
 * The venue calls off reservations (a trainer's lesson outside their new hours): each still active
 * and not started becomes `cancelled` with reason `venue`, and since the player did not cancel,
 * the venue's free-cancellation limit does not apply: whatever they paid comes back in full (a
 * carnet's part to the carnet, the rest as money, to whoever paid). Runs in the caller's
 * transaction; answers the ids it cancelled (others had been cancelled or had started meanwhile).
 */
export async function cancelForVenue(tx: Tx, reservationIds: number[], now: Date): Promise<number[]> {
  const rows = (await lockReservations(tx, reservationIds)).filter(
    (row) => row.state === 'active' && row.startTime.getTime() > now.getTime(),
  );
  if (rows.length === 0) return [];
  const freed = await tx
    .update(reservations)
    .set({ state: 'cancelled', cancelledAt: now, cancelReason: 'venue' })
    .where(
      and(
        inArray(
          reservations.id,
          rows.map((row) => row.id),
        ),
        sql`${reservations.state} = 'active'`,
      ),
    )
    .returning({
      reservationId: reservations.id,
      sportObjectId: reservations.sportObjectId,
      start: reservations.startTime,
      end: reservations.endTime,
    });
  // The lessons' court time goes first to whoever asked to be told about it (issue 29).
  await announceFreedCourtTime(tx, freed, now);
  const shares = await carnetSharesOf(
    tx,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    if (row.paymentStatus !== 'paid') continue;
    const share = shares.get(row.id) ?? null;
    if (share) await giveBackCarnet(tx, row, share, now);
    const [place] = await tx
      .select({ venueName: venues.name, courtName: sportObjects.name })
      .from(sportObjects)
      .innerJoin(venues, eq(venues.id, sportObjects.venueId))
      .where(eq(sportObjects.id, row.sportObjectId));
    const price = row.basePriceGrosze - row.discountGrosze;
    await refundCancellation(tx, {
      reservationId: row.id,
      userId: row.userId,
      venueId: row.venueId,
      amountGrosze: price - carnetGroszeOf(share, price),
      description: `Zwrot za rezerwację odwołaną przez obiekt: ${place?.venueName ?? ''}, ${place?.courtName ?? ''}`,
      now,
    });
  }
  return rows.map((row) => row.id);
}
