import type { Tx } from '../../db/database.js';
import { enqueueJob } from '../jobs/job-queue.js';

/*
 * How freed court time reaches the wishes: whoever frees it (a cancellation, an unpaid booking
 * released after its 30 minutes, a released series date, a lesson the venue calls off, a closing
 * account) calls `announceFreedCourtTime` in the transaction that frees it. A course's enrolment
 * ending frees nothing: the course holds its court by its schedule, enrolled or not. That only
 * queues a match job, keyed by what was freed, so the freeing transaction stays short, commits or rolls back with the job, and
 * a second announcement of the same freeing is a no-op. The job (`matchFreedTime`) serves the
 * earliest asker under the court's lock.
 */

/** Job kind: court time freed; payload `{ sportObjectId, start, end }` (ISO instants). */
export const TERM_NOTIFICATION_MATCH_JOB = 'term_notification_match';
/** Job kind: a hold's end; if unclaimed, its slot goes to the next asker (payload `{ wishId }`). */
export const TERM_NOTIFICATION_HOLD_END_JOB = 'term_notification_hold_end';

export type FreedTime = { reservationId: number; sportObjectId: number; start: Date; end: Date };

/** Queues matching for each reservation just freed (only those not started yet matter). */
export async function announceFreedCourtTime(tx: Tx, freed: readonly FreedTime[], now: Date): Promise<void> {
  for (const item of freed) {
    if (item.end.getTime() <= now.getTime()) continue;
    await enqueueJob(tx, {
      kind: TERM_NOTIFICATION_MATCH_JOB,
      // A reservation re-instated by a late payment and cancelled again frees its time again.
      key: `reservation:${item.reservationId}:${now.getTime()}`,
      runAt: now,
      payload: { sportObjectId: item.sportObjectId, start: item.start.toISOString(), end: item.end.toISOString() },
      now,
    });
  }
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * How long a freed slot is held for the asker, by how soon it starts: 15 minutes when more than a
 * day ahead (time to see the message), 10 within a day, 5 within 3 hours (others still need time to
 * book it after a lapse); never past the slot's start.
 */
export function holdMinutes(slotStart: Date, now: Date): number {
  const lead = slotStart.getTime() - now.getTime();
  if (lead > 24 * HOUR_MS) return 15;
  if (lead > 3 * HOUR_MS) return 10;
  return 5;
}

export function heldUntil(slotStart: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + holdMinutes(slotStart, now) * MINUTE_MS, slotStart.getTime()));
}
