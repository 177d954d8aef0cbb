import { and, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { jobs } from '../../db/schema/index.js';
import { deleteEndedSessions, deleteSpentMagicTokens } from '../auth/session-retention.js';
import { generateClassOccurrences } from '../classes/class-occurrences.js';
import { deleteExpiredCodeRows } from '../confirmation-codes/code-retention.js';
import { deleteSpentConfirmationTokens } from '../email/confirmation-retention.js';
import { deleteStaleRateLimitHits } from '../rate-limits/shared-minute-limiter.js';
import { enqueueJob, type JobHandler } from './job-queue.js';

export const HOUSEKEEPING_JOB = 'housekeeping';
const INTERVAL_MS = 60 * 60 * 1000;
/** Finished jobs are kept a while for inspecting what ran; after that they only take space. */
const DONE_JOB_RETENTION_MS = 30 * 24 * INTERVAL_MS;

/**
 * Schedules the housekeeping run of the hour `now` falls in. The job's key is that hour, so every
 * instance (starting up, or the previous run scheduling its successor) names the same row, and the
 * queue's unique (kind, key) keeps one: two instances never both run an hour's clean-up.
 */
export async function scheduleHousekeeping(db: DbOrTx, now: Date, runAt = now): Promise<void> {
  const hour = new Date(Math.floor(now.getTime() / INTERVAL_MS) * INTERVAL_MS);
  await enqueueJob(db, { kind: HOUSEKEEPING_JOB, key: hour.toISOString(), runAt, now });
}

/**
 * Deletes what no rule needs any more (SMS codes and checks, ended sessions, spent links,
 * shared rate-limit hits past their minute, long-finished jobs; each table's retention lives with its module) and schedules
 * the next hour's run in the same transaction, so the chain survives restarts and failures (a
 * failed run is retried by the queue, and a restart schedules the current hour again).
 */
export const housekeeping: JobHandler = async (tx, _job, now) => {
  await deleteExpiredCodeRows(tx, now);
  await deleteEndedSessions(tx, now);
  await deleteSpentMagicTokens(tx, now);
  await deleteSpentConfirmationTokens(tx, now);
  await deleteStaleRateLimitHits(tx, now);
  // Class occurrences stay generated a week past every venue's advance-booking limit.
  await generateClassOccurrences(tx, now);
  await tx.delete(jobs).where(and(isNotNull(jobs.doneAt), lt(jobs.doneAt, new Date(now.getTime() - DONE_JOB_RETENTION_MS))));
  const next = new Date((Math.floor(now.getTime() / INTERVAL_MS) + 1) * INTERVAL_MS);
  await scheduleHousekeeping(tx, next, next);
};
