import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { reservations, sportObjects, users, venues } from '../../db/schema/index.js';
import { DEFAULT_MESSAGE_LANGUAGE } from '../../lib/message-language.js';
import type { SmsSender } from '../../plugins/sms/sms-sender.js';
import { enqueueJob } from '../jobs/job-queue.js';
import { sendDueSmsJobs } from '../jobs/send-due-sms.js';
import { resaleRefundSmsText } from './resale-refund-text.js';

/*
 * The player whose late cancellation was refunded because the court was booked again is told by
 * SMS (their login phone). A durable job keyed by the reservation, queued with the refund and sent
 * after commit by a step of the job registry, like the lesson notices: at most one notice per
 * refund, at least once.
 */

export const RESALE_REFUND_NOTICE_JOB = 'late_cancellation_resale_notice';

export async function queueResaleRefundNotice(tx: Tx, reservationId: number, amountGrosze: number, now: Date): Promise<void> {
  await enqueueJob(tx, {
    kind: RESALE_REFUND_NOTICE_JOB,
    key: String(reservationId),
    runAt: now,
    payload: { reservationId, amountGrosze },
    now,
  });
}

async function smsFor(db: Db, reservationId: number, amountGrosze: number): Promise<{ to: string; text: string } | null> {
  const [row] = await db
    .select({
      start: reservations.startTime,
      phone: users.phoneNumber,
      deleted: users.isDeleted,
      venueName: venues.name,
      timezone: venues.timezone,
      courtName: sportObjects.name,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(venues, eq(venues.id, reservations.venueId))
    .innerJoin(sportObjects, eq(sportObjects.id, reservations.sportObjectId))
    .where(eq(reservations.id, reservationId));
  if (!row || row.deleted) return null;
  // The player's language is not stored; the venue's own (Polish) is the product's default.
  const text = resaleRefundSmsText(
    { venueName: row.venueName, courtName: row.courtName, start: row.start, timezone: row.timezone, amountGrosze },
    DEFAULT_MESSAGE_LANGUAGE,
  );
  return { to: row.phone, text };
}

/** Sends the due notices; answers how many were settled (sent, or nothing to send). */
export function sendResaleRefundNotices(db: Db, sms: SmsSender, now: Date, limit = 50): Promise<number> {
  return sendDueSmsJobs(db, sms, RESALE_REFUND_NOTICE_JOB, now, limit, (payload) =>
    smsFor(db, Number(payload.reservationId), Number(payload.amountGrosze)),
  );
}
