import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { reservations } from '../../db/schema/index.js';
import { announceFreedCourtTime } from '../term-notifications/court-freed.js';

/**
 * A closing account's future reservations that nobody paid for (`unpaid`, `pending_online`) are
 * cancelled, freeing the courts; paid ones stay. Payments under way are voided first (payments
 * module), which puts their reservations back to `pending_online`, so they are cancelled here too.
 * Returns how many were cancelled.
 */
export async function cancelUnpaidFutureReservations(tx: Tx, userId: number, now: Date): Promise<number> {
  const cancelled = await tx
    .update(reservations)
    // Nothing is awaited from the closed account any more: `pending_online` becomes `unpaid`.
    .set({ state: 'cancelled', cancelledAt: now, cancelReason: 'user', paymentStatus: 'unpaid' })
    .where(
      and(
        eq(reservations.userId, userId),
        sql`${reservations.state} = 'active'`,
        gt(reservations.startTime, now),
        inArray(reservations.paymentStatus, ['unpaid', 'pending_online']),
      ),
    )
    .returning({
      reservationId: reservations.id,
      sportObjectId: reservations.sportObjectId,
      start: reservations.startTime,
      end: reservations.endTime,
    });
  await announceFreedCourtTime(tx, cancelled, now);
  return cancelled.length;
}
