import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { reservations } from '../../db/schema/index.js';
import { overlapsScheduledOccurrence } from '../classes/occurrence-court.js';
import { overlapsCourseSession } from '../courses/course-court.js';

/**
 * Namespace of the per-court transaction-level advisory lock (the second key is the sport object
 * id). Booking and re-instating a reservation take it before checking for overlaps.
 */
export const COURT_LOCK_NAMESPACE = 7_412_100;

/**
 * Makes concurrent writers of one court queue until this transaction ends. One court lock per
 * transaction, so no deadlock cycle can form; after it, an overlap check sees every committed
 * booking of the court.
 */
export async function lockCourt(tx: Tx, sportObjectId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${COURT_LOCK_NAMESPACE}, ${sportObjectId})`);
}

/**
 * Whether an active reservation of the court, or a scheduled class occurrence or a course session holding it, overlaps
 * [start, end) (touching ends do not); call under `lockCourt`.
 */
export async function overlapsActiveReservation(tx: Tx, sportObjectId: number, start: Date, end: Date): Promise<boolean> {
  const [clash] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.sportObjectId, sportObjectId),
        sql`${reservations.state} = 'active'`,
        lt(reservations.startTime, end),
        gt(reservations.endTime, start),
      ),
    )
    .limit(1);
  return (
    clash !== undefined ||
    (await overlapsScheduledOccurrence(tx, sportObjectId, start, end)) ||
    (await overlapsCourseSession(tx, sportObjectId, start, end))
  );
}
