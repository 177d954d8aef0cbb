import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.js';
import { termNotifications } from '../../db/schema/index.js';

/*
 * A running hold keeps a freed slot for one asker: the booking of anyone else overlapping it is
 * refused as taken (under the court lock, like any overlap), availability shows it taken (the grid
 * to all but a request naming the hold, as its "Book now" link does), and the holder's own booking of it marks the wish booked and ends the hold. Only running holds
 * (`hold_active`) are read, through their partial index: a handful of rows whatever the history.
 */

/**
 * Whether a running hold covers part of [start, end) on the court, not counting `exceptUserId`'s
 * own (a booking by the player the hold is for); call under `lockCourt`.
 */
export async function runningHoldOverlaps(tx: Tx, sportObjectId: number, start: Date, end: Date, exceptUserId?: number): Promise<boolean> {
  const [held] = await tx
    .select({ id: termNotifications.id })
    .from(termNotifications)
    .where(
      and(
        eq(termNotifications.holdActive, true),
        eq(termNotifications.holdSportObjectId, sportObjectId),
        exceptUserId === undefined ? undefined : ne(termNotifications.userId, exceptUserId),
        lt(termNotifications.holdStart, end),
        gt(termNotifications.holdEnd, start),
      ),
    )
    .limit(1);
  return held !== undefined;
}

/**
 * The holder booked on the held court over the held time: the wish is done (`booked`, naming the
 * reservation) and its hold ends, so the end job passes nothing on.
 */
export async function claimHold(
  tx: Tx,
  userId: number,
  booked: readonly { id: number; sportObjectId: number; startTime: Date; endTime: Date }[],
): Promise<void> {
  for (const reservation of booked) {
    await tx
      .update(termNotifications)
      .set({ holdActive: false, reservationId: reservation.id })
      .where(
        and(
          eq(termNotifications.holdActive, true),
          eq(termNotifications.userId, userId),
          eq(termNotifications.holdSportObjectId, reservation.sportObjectId),
          lt(termNotifications.holdStart, reservation.endTime),
          gt(termNotifications.holdEnd, reservation.startTime),
        ),
      );
  }
}

/** Running holds of a venue's courts reaching into [from, to): availability shows them taken. */
export async function heldIntervals(db: DbOrTx, venueId: number, from: Date, to: Date): Promise<Map<number, { start: Date; end: Date }[]>> {
  const rows = await db
    .select({ objectId: termNotifications.holdSportObjectId, start: termNotifications.holdStart, end: termNotifications.holdEnd })
    .from(termNotifications)
    .where(
      and(
        eq(termNotifications.holdActive, true),
        eq(termNotifications.venueId, venueId),
        lt(termNotifications.holdStart, to),
        gt(termNotifications.holdEnd, from),
      ),
    );
  const byObject = new Map<number, { start: Date; end: Date }[]>();
  for (const row of rows) {
    if (row.objectId === null || !row.start || !row.end) continue;
    byObject.set(row.objectId, [...(byObject.get(row.objectId) ?? []), { start: row.start, end: row.end }]);
  }
  return byObject;
}
