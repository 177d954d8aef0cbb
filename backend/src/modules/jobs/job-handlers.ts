import type { Db } from '../../db/database.js';
import { COURSE_LAPSE_JOB, lapseUnpaidEnrollment } from '../courses/course-lapse.js';
import { expireUnpaidReservation, EXPIRE_UNPAID_JOB } from '../reservations/expire-unpaid.js';
import { checkResale, RESALE_CHECK_JOB } from '../reservations/resale-refund.js';
import { expireWithdrawalJob, WITHDRAWAL_EXPIRY_JOB } from '../wallet/withdrawal-release.js';
import { housekeeping, HOUSEKEEPING_JOB } from './housekeeping.js';
import { runDueJobs, type JobHandler } from './job-queue.js';

export const JOB_HANDLERS: Record<string, JobHandler> = {
  [EXPIRE_UNPAID_JOB]: expireUnpaidReservation,
  [HOUSEKEEPING_JOB]: housekeeping,
  [WITHDRAWAL_EXPIRY_JOB]: expireWithdrawalJob,
  // An unpaid course enrolment lapses 15 minutes after it was made (spec §4).
  [COURSE_LAPSE_JOB]: lapseUnpaidEnrollment,
  // A late cancellation whose court time was booked again gets its money back (issue 29).
  [RESALE_CHECK_JOB]: checkResale,
};

/** Runs every due job of this service once; what the poller calls and tests call directly. */
export function runJobs(db: Db, now: Date): Promise<number> {
  return runDueJobs(db, JOB_HANDLERS, now);
}
