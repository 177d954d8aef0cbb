import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { sportObjects, termNotifications, users, venues } from '../../db/schema/index.js';
import type { EmailSender } from '../../plugins/email/email-sender.js';
import type { SmsSender } from '../../plugins/sms/sms-sender.js';
import { localPosition } from '../venues/venue-time.js';
import { termNotificationBookingPath } from '@venue/api';
import { TERM_NOTIFICATION_EMAIL_JOB, TERM_NOTIFICATION_SMS_JOB } from './matching.js';
import { heldSlotSubject, heldSlotText } from './wish-message-text.js';
import { claimDueJobIn, markJobDone, recordJobError } from '../jobs/job-queue.js';

/** How long a sender owns a message before another may retry it (a crash or a failed send frees it). */
const CLAIM_MS = 60_000;

export type WishSenders = { sms: SmsSender; email: EmailSender; appUrl: string };

type Channel = 'sms' | 'email';
type Claimed = { jobId: number; message: { to: string; subject: string; text: string } | null };

/**
 * Claims one due message of the channel (FOR UPDATE SKIP LOCKED: a second poller skips it; the
 * claim moves it a minute ahead, so a failed send or a crash before `done` retries it then) and
 * builds its text from the wish as it stands: a wish deleted, or an e-mail not confirmed, has
 * nothing to send.
 */
async function claimMessage(db: Db, channel: Channel, appUrl: string, now: Date): Promise<Claimed | 'none'> {
  const kind = channel === 'sms' ? TERM_NOTIFICATION_SMS_JOB : TERM_NOTIFICATION_EMAIL_JOB;
  return db.transaction(async (tx) => {
    const job = await claimDueJobIn(tx, kind, now, CLAIM_MS);
    if (!job) return 'none';
    const [row] = await tx
      .select({
        wish: termNotifications,
        venueName: venues.name,
        timezone: venues.timezone,
        courtName: sportObjects.name,
        courtType: sportObjects.courtType,
        phone: users.phoneNumber,
        email: users.email,
        emailVerified: users.emailVerified,
        deleted: users.isDeleted,
      })
      .from(termNotifications)
      .innerJoin(venues, eq(venues.id, termNotifications.venueId))
      .innerJoin(sportObjects, eq(sportObjects.id, termNotifications.holdSportObjectId))
      .innerJoin(users, eq(users.id, termNotifications.userId))
      .where(eq(termNotifications.id, Number(job.payload.wishId)));
    const wish = row?.wish;
    if (!row || !wish || row.deleted || !wish.holdStart || !wish.holdEnd || !wish.heldUntil || wish.holdSportObjectId === null)
      return { jobId: job.id, message: null };
    if (channel === 'email' && !(row.emailVerified && row.email)) return { jobId: job.id, message: null };
    const path = termNotificationBookingPath({
      venueId: wish.venueId,
      sportTypeId: wish.sportTypeId,
      courtType: row.courtType,
      date: localPosition(wish.holdStart, row.timezone).date,
      venueSportObjectId: wish.holdSportObjectId,
      startTime: wish.holdStart.toISOString(),
      durationMinutes: wish.durationMinutes,
      holdId: wish.id,
    });
    const text = heldSlotText(
      {
        venueName: row.venueName,
        courtName: row.courtName,
        timezone: row.timezone,
        start: wish.holdStart,
        end: wish.holdEnd,
        heldUntil: wish.heldUntil,
        link: `${appUrl}${path}`,
      },
      wish.language,
    );
    return { jobId: job.id, message: { to: channel === 'sms' ? row.phone : row.email, subject: heldSlotSubject(wish.language), text } };
  });
}

/**
 * Sends the due hold messages, outside any transaction (an adapter call must not hold locks, and
 * PGlite would stall). The job of each channel was queued with the hold, in one transaction, and
 * is unique per wish: a crash before sending leaves it due (never lost), a second poller or a
 * re-run of matching finds it claimed or done (never doubled). Returns how many were settled.
 */
export async function sendWishMessages(db: Db, senders: WishSenders, now: Date, limit = 50): Promise<number> {
  let settled = 0;
  for (const channel of ['sms', 'email'] as const) {
    for (let round = 0; round < limit; round += 1) {
      const claimed = await claimMessage(db, channel, senders.appUrl, now);
      if (claimed === 'none') break;
      const { message } = claimed;
      try {
        if (message && channel === 'sms') await senders.sms.send({ to: message.to, text: message.text });
        if (message && channel === 'email') await senders.email.send(message);
      } catch (error) {
        // Stays claimed until the minute is up, then is tried again.
        await recordJobError(db, claimed.jobId, error);
        continue;
      }
      await markJobDone(db, claimed.jobId, now, { keepLastError: true });
      settled += 1;
    }
  }
  return settled;
}
