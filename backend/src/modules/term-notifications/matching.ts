import { and, asc, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { sportObjects, termNotifications } from '../../db/schema/index.js';
import { TERM_NOTIFICATION_MAX_WINDOW_HOURS } from '@venue/api';
import { enqueueJob, runDueJobs, type JobHandler } from '../jobs/job-queue.js';
import { lockCourt, overlapsActiveReservation } from '../reservations/court-lock.js';
import { heldUntil, TERM_NOTIFICATION_HOLD_END_JOB, TERM_NOTIFICATION_MATCH_JOB } from './court-freed.js';
import { runningHoldOverlaps } from './holds.js';

/** Job kinds of the one message per wish, one per channel so a failed e-mail never repeats the SMS. */
export const TERM_NOTIFICATION_SMS_JOB = 'term_notification_sms';
export const TERM_NOTIFICATION_EMAIL_JOB = 'term_notification_email';

const MINUTE_MS = 60_000;
const GRID_MS = 30 * MINUTE_MS;
/** Wishes looked at per freed slot: the earliest askers; a bound so a crowd cannot slow a job. */
const CANDIDATES = 20;

type Wish = typeof termNotifications.$inferSelect;

/**
 * The slot a wish takes from freed time [start, end): the first start on the freed time's
 * half-hour grid that is in the wish's window and still ahead, for the duration asked.
 */
function slotFor(wish: Wish, start: Date, end: Date, now: Date): { start: Date; end: Date } | null {
  const earliest = Math.max(wish.startTime.getTime(), start.getTime(), now.getTime() + 1);
  const steps = Math.max(0, Math.ceil((earliest - start.getTime()) / GRID_MS));
  const slotStart = start.getTime() + steps * GRID_MS;
  const slotEnd = slotStart + wish.durationMinutes * MINUTE_MS;
  if (slotEnd > Math.min(end.getTime(), wish.endTime.getTime())) return null;
  return { start: new Date(slotStart), end: new Date(slotEnd) };
}

/**
 * Offers freed court time to the earliest pending asker whose wish it fits, under the court's lock
 * (a booking of the court waits for it, and vice versa). The candidates come from the partial index
 * on pending wishes, bounded by the freed time (a window is at most a day long), so the cost does
 * not grow with history. The chosen wish is held, turns `sent`, and its message and the hold's end
 * are queued in this same transaction: all of it happens, or none.
 */
export async function serveFreedTime(tx: Tx, sportObjectId: number, start: Date, end: Date, now: Date): Promise<number | null> {
  if (end.getTime() <= now.getTime()) return null;
  await lockCourt(tx, sportObjectId);
  const [court] = await tx.select().from(sportObjects).where(eq(sportObjects.id, sportObjectId));
  if (!court || !court.isActive) return null;
  const candidates = await tx
    .select()
    .from(termNotifications)
    .where(
      and(
        sql`${termNotifications.status} = 'pending'`,
        eq(termNotifications.venueId, court.venueId),
        eq(termNotifications.sportTypeId, court.sportTypeId),
        gte(termNotifications.startTime, new Date(start.getTime() - TERM_NOTIFICATION_MAX_WINDOW_HOURS * 60 * MINUTE_MS)),
        lt(termNotifications.startTime, end),
        gt(termNotifications.endTime, start),
        or(isNull(termNotifications.sportObjectId), eq(termNotifications.sportObjectId, sportObjectId)),
        or(isNull(termNotifications.courtType), eq(termNotifications.courtType, court.courtType)),
      ),
    )
    .orderBy(asc(termNotifications.createdAt), asc(termNotifications.id))
    .limit(CANDIDATES)
    .for('update', { skipLocked: true });
  for (const wish of candidates) {
    const slot = slotFor(wish, start, end, now);
    if (!slot) continue;
    if (await overlapsActiveReservation(tx, sportObjectId, slot.start, slot.end)) continue;
    // A running hold of another wish, not yet claimed, keeps the time for its player.
    if (await runningHoldOverlaps(tx, sportObjectId, slot.start, slot.end)) continue;
    const until = heldUntil(slot.start, now);
    await tx
      .update(termNotifications)
      .set({
        status: 'sent',
        sentAt: now,
        holdSportObjectId: sportObjectId,
        holdStart: slot.start,
        holdEnd: slot.end,
        heldUntil: until,
        holdActive: true,
      })
      .where(eq(termNotifications.id, wish.id));
    const key = `wish:${wish.id}`;
    // Unique (kind, key): one message per channel per wish, however often matching runs.
    await enqueueJob(tx, { kind: TERM_NOTIFICATION_SMS_JOB, key, runAt: now, payload: { wishId: wish.id }, now });
    await enqueueJob(tx, { kind: TERM_NOTIFICATION_EMAIL_JOB, key, runAt: now, payload: { wishId: wish.id }, now });
    await enqueueJob(tx, { kind: TERM_NOTIFICATION_HOLD_END_JOB, key, runAt: until, payload: { wishId: wish.id }, now });
    return wish.id;
  }
  return null;
}

/** Job: court time freed (see `announceFreedCourtTime`). */
export const matchFreedTime: JobHandler = async (tx, job, now) => {
  const start = new Date(String(job.payload.start));
  const end = new Date(String(job.payload.end));
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return;
  await serveFreedTime(tx, Number(job.payload.sportObjectId), start, end, now);
};

/** Job: a hold ran out. Unclaimed, its slot goes to the next asker; nobody left, it is everyone's. */
export const endHold: JobHandler = async (tx, job, now) => {
  const [wish] = await tx
    .select()
    .from(termNotifications)
    .where(eq(termNotifications.id, Number(job.payload.wishId)))
    .for('update');
  if (!wish || !wish.holdActive || wish.holdSportObjectId === null || !wish.holdStart || !wish.holdEnd) return;
  await tx.update(termNotifications).set({ holdActive: false }).where(eq(termNotifications.id, wish.id));
  await serveFreedTime(tx, wish.holdSportObjectId, wish.holdStart, wish.holdEnd, now);
};

/**
 * Runs the due matching and hold-end jobs, one per transaction (`runDueJobs`: claimed with SKIP
 * LOCKED, effect and `done_at` commit together). Its own step of the registry, between the queued
 * jobs that free court time and the sender of the messages.
 */
export function runTermNotificationJobs(db: Db, now: Date): Promise<number> {
  return runDueJobs(db, { [TERM_NOTIFICATION_MATCH_JOB]: matchFreedTime, [TERM_NOTIFICATION_HOLD_END_JOB]: endHold }, now);
}
