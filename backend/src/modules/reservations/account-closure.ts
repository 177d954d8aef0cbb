import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { reservations } from '../../db/schema/index.js';

/**
 * A closing account's future reservations that nobody paid for (`unpaid`, `pending_online`) are
 * cancelled, freeing the courts; paid ones and ones with a payment under way stay (the money decides
 * them). Returns how many were cancelled.
 */
export async function cancelUnpaidFutureReservations(tx: Tx, userId: number, now: Date): Promise<number> {
  const cancelled = await tx
    .update(reservations)
    .set({ state: 'cancelled', cancelledAt: now, cancelReason: 'user' })
    .where(
      and(
        eq(reservations.userId, userId),
        sql`${reservations.state} = 'active'`,
        gt(reservations.startTime, now),
        inArray(reservations.paymentStatus, ['unpaid', 'pending_online']),
      ),
    )
    .returning({ id: reservations.id });
  return cancelled.length;
}
