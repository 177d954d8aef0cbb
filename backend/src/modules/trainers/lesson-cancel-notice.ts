import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { reservations, sportObjects, trainerVenueProfiles, users, venues } from '../../db/schema/index.js';
import { DEFAULT_MESSAGE_LANGUAGE } from '../../lib/message-language.js';
import type { SmsSender } from '../../plugins/sms/sms-sender.js';
import { enqueueJob } from '../jobs/job-queue.js';
import { sendDueSmsJobs } from '../jobs/send-due-sms.js';
import { lessonCancelledSmsText } from './lesson-cancel-text.js';

/*
 * The player of a lesson the trainer cancelled is told by SMS (their login phone), with the
 * trainer's message. A durable job keyed by the reservation, queued in the cancelling transaction
 * and sent after commit by a step of the job registry, like the carnet reminders: at most one
 * notice per lesson, at least once.
 */

export const LESSON_CANCELLED_NOTICE_JOB = 'trainer_lesson_cancelled_notice';

export async function queueLessonCancelledNotice(tx: Tx, reservationId: number, message: string, now: Date): Promise<void> {
  await enqueueJob(tx, {
    kind: LESSON_CANCELLED_NOTICE_JOB,
    key: String(reservationId),
    runAt: now,
    payload: { reservationId, message },
    now,
  });
}

async function smsFor(db: Db, reservationId: number, message: string): Promise<{ to: string; text: string } | null> {
  const [row] = await db
    .select({
      start: reservations.startTime,
      paymentStatus: reservations.paymentStatus,
      phone: users.phoneNumber,
      deleted: users.isDeleted,
      venueName: venues.name,
      timezone: venues.timezone,
      courtName: sportObjects.name,
      trainerName: trainerVenueProfiles.displayName,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(venues, eq(venues.id, reservations.venueId))
    .innerJoin(sportObjects, eq(sportObjects.id, reservations.sportObjectId))
    .innerJoin(trainerVenueProfiles, eq(trainerVenueProfiles.id, reservations.trainerVenueProfileId))
    .where(eq(reservations.id, reservationId));
  if (!row || row.deleted) return null;
  // The player's language is not stored; the venue's own (Polish) is the product's default.
  const text = lessonCancelledSmsText(
    {
      venueName: row.venueName,
      courtName: row.courtName,
      trainerName: row.trainerName,
      start: row.start,
      timezone: row.timezone,
      refunded: row.paymentStatus === 'paid',
      message,
    },
    DEFAULT_MESSAGE_LANGUAGE,
  );
  return { to: row.phone, text };
}

/** Sends the due notices; answers how many were settled (sent, or nothing to send). */
export function sendLessonCancelledNotices(db: Db, sms: SmsSender, now: Date, limit = 50): Promise<number> {
  return sendDueSmsJobs(db, sms, LESSON_CANCELLED_NOTICE_JOB, now, limit, (payload) =>
    smsFor(db, Number(payload.reservationId), String(payload.message ?? '')),
  );
}
