import type { Db } from '../../db/database.js';
import type { SmsMessage, SmsSender } from '../../plugins/sms/sms-sender.js';
import { claimDueJob, markJobDone, recordJobError } from './job-queue.js';

/** A claimed notice is tried again after this long when the send failed or the process died. */
const CLAIM_MS = 60_000;

/**
 * Sends the due SMS notices of one job kind, outside any transaction once each is claimed: at most
 * one message per job, at least once (a failed send keeps the job for a retry). `compose` answers
 * null when there is nothing to say any more. Answers how many were settled (sent, or nothing to send).
 */
export async function sendDueSmsJobs(
  db: Db,
  sms: SmsSender,
  kind: string,
  now: Date,
  limit: number,
  compose: (payload: Record<string, unknown>) => Promise<SmsMessage | null>,
): Promise<number> {
  let settled = 0;
  while (settled < limit) {
    const job = await claimDueJob(db, kind, now, CLAIM_MS);
    if (!job) break;
    const message = await compose(job.payload);
    try {
      if (message) await sms.send(message);
    } catch (error) {
      await recordJobError(db, job.id, error);
      continue;
    }
    await markJobDone(db, job.id, now);
    settled += 1;
  }
  return settled;
}
