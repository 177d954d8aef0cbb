import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { reservations, sportObjects, users, venues } from '../../db/schema/index.js';
import { DEFAULT_MESSAGE_LANGUAGE, type MessageLanguage } from '../../lib/message-language.js';
import type { EmailSender } from '../../plugins/email/email-sender.js';
import type { SmsSender } from '../../plugins/sms/sms-sender.js';
import { claimDueJobIn, enqueueJob, markJobDone, recordJobError } from '../jobs/job-queue.js';
import { announceFreedCourtTime } from '../term-notifications/court-freed.js';
import { lockReservations } from './payment-state.js';
import { seriesReleaseEmail, seriesReleaseSmsText, type SeriesRelease } from './series-release-text.js';

/*
 * The rule for a weekly series paid online (README "Weekly series"): every date is offered for
 * payment at once; whatever is still unpaid when the 30-minute window closes is released, exactly
 * like a single online booking, and the player gets one message listing the released dates, in the
 * language they booked in. The booking summary and the series page say so before it happens.
 */

/** Job kind of the one notice per series; run by `sendSeriesReleaseNotices`, not by `runDueJobs`. */
export const SERIES_RELEASE_NOTICE_JOB = 'series_release_notice';

/** How long a sender owns a notice before another may retry it (a crash or a failed send frees it). */
const CLAIM_MS = 60_000;

/**
 * Cancels the matching reservations that are still active and unpaid, as a closed payment window
 * does; a payment already under way stays `pending` until the gateway answers (money that still
 * arrives re-instates the date when its slot is free, see payment-state). Row locks (the UPDATE
 * takes them) make it wait for a payment being started on the same rows.
 */
export async function releaseUnpaid(tx: Tx, which: SQL | undefined, now: Date): Promise<void> {
  const freed = await tx
    .update(reservations)
    .set({
      state: 'cancelled',
      cancelledAt: now,
      cancelReason: 'payment_timeout',
      paymentStatus: sql`case when ${reservations.paymentStatus} = 'pending' then 'pending' else 'unpaid' end`,
    })
    .where(and(which, sql`${reservations.state} = 'active'`, sql`${reservations.paymentStatus} <> 'paid'`))
    .returning({
      reservationId: reservations.id,
      sportObjectId: reservations.sportObjectId,
      start: reservations.startTime,
      end: reservations.endTime,
    });
  // The released time goes first to whoever asked to be told about it (issue 29).
  await announceFreedCourtTime(tx, freed, now);
}

/** Schedules the series' notice for when its payment window closes; commits with the booking. */
export async function scheduleSeriesReleaseNotice(
  tx: Tx,
  notice: { seriesId: number; language: MessageLanguage; runAt: Date; now: Date },
): Promise<void> {
  await enqueueJob(tx, {
    kind: SERIES_RELEASE_NOTICE_JOB,
    key: String(notice.seriesId),
    runAt: notice.runAt,
    payload: { seriesId: notice.seriesId, language: notice.language },
    now: notice.now,
  });
}

export type NoticeSenders = { sms: SmsSender; email: EmailSender; appUrl: string };

type Claimed = {
  jobId: number;
  /** `null`: nothing to tell; `postponed`: a payment is under way, asked again after the claim. */
  message:
    { channel: 'sms'; to: string; text: string } | { channel: 'email'; to: string; subject: string; text: string } | null | 'postponed';
};

const LANGUAGES: ReadonlySet<string> = new Set<MessageLanguage>(['pl', 'en', 'uk']);

/**
 * Claims one due notice and, under the series' row locks, releases what is still unpaid (the
 * per-date expiry jobs do the same; whichever runs first wins, so the message never lists a date
 * that is still held) and builds the message. The claim moves the job a minute ahead, so a send
 * that fails or a crash before `done` retries it then.
 */
async function claimNotice(db: Db, appUrl: string, now: Date): Promise<Claimed | 'none'> {
  return db.transaction(async (tx) => {
    const job = await claimDueJobIn(tx, SERIES_RELEASE_NOTICE_JOB, now, CLAIM_MS);
    if (!job) return 'none';
    const seriesId = Number(job.payload.seriesId);
    const language = LANGUAGES.has(String(job.payload.language)) ? (job.payload.language as MessageLanguage) : DEFAULT_MESSAGE_LANGUAGE;
    const dates = await tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.parentId, seriesId));
    await lockReservations(
      tx,
      dates.map((row) => row.id),
    );
    await releaseUnpaid(tx, eq(reservations.parentId, seriesId), now);
    // A date whose payment is still under way may yet be paid and re-instated: the notice waits
    // (the claim retries it a minute later) so it never announces a date the player then keeps.
    const [awaiting] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.parentId, seriesId), eq(reservations.paymentStatus, 'pending')))
      .limit(1);
    if (awaiting) return { jobId: job.id, message: 'postponed' };
    const released = await tx
      .select({
        start: reservations.startTime,
        courtName: sportObjects.name,
        venueName: venues.name,
        timezone: venues.timezone,
        phone: users.phoneNumber,
        email: users.email,
        emailVerified: users.emailVerified,
        deleted: users.isDeleted,
      })
      .from(reservations)
      .innerJoin(venues, eq(venues.id, reservations.venueId))
      .innerJoin(sportObjects, eq(sportObjects.id, reservations.sportObjectId))
      .innerJoin(users, eq(users.id, reservations.userId))
      .where(
        and(eq(reservations.parentId, seriesId), sql`${reservations.state} <> 'active'`, eq(reservations.cancelReason, 'payment_timeout')),
      )
      .orderBy(asc(reservations.startTime));
    const first = released[0];
    // Everything paid in time (or the account is gone): nothing to tell.
    if (!first || first.deleted) return { jobId: job.id, message: null };
    const release: SeriesRelease = {
      courtName: first.courtName,
      venueName: first.venueName,
      timezone: first.timezone,
      released: released.map((row) => row.start),
      link: `${appUrl}/my-reservations/recurring/${seriesId}`,
    };
    // A confirmed e-mail address costs nothing and fits the list; otherwise the login phone.
    if (first.emailVerified && first.email)
      return { jobId: job.id, message: { channel: 'email', ...seriesReleaseEmail(first.email, release, language) } };
    return { jobId: job.id, message: { channel: 'sms', to: first.phone, text: seriesReleaseSmsText(release, language) } };
  });
}

/**
 * Sends the due series-release notices, outside any transaction (an adapter call must not hold
 * locks, and PGlite would stall). At least once: a crash between sending and marking done sends
 * the notice again a minute later. Returns how many were settled (sent, or nothing to send).
 */
export async function sendSeriesReleaseNotices(db: Db, senders: NoticeSenders, now: Date, limit = 50): Promise<number> {
  let settled = 0;
  while (settled < limit) {
    const claimed = await claimNotice(db, senders.appUrl, now);
    if (claimed === 'none') break;
    const { message } = claimed;
    if (message === 'postponed') continue;
    try {
      if (message?.channel === 'email') await senders.email.send({ to: message.to, subject: message.subject, text: message.text });
      else if (message) await senders.sms.send({ to: message.to, text: message.text });
    } catch (error) {
      // Stays claimed until the minute is up, then is tried again.
      await recordJobError(db, claimed.jobId, error);
      continue;
    }
    await markJobDone(db, claimed.jobId, now, { keepLastError: true });
    settled += 1;
  }
  return settled;
}
