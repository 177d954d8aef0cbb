import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/database.js';
import { jobs } from '../../db/schema/index.js';

export type JobHandler = (tx: Tx, job: typeof jobs.$inferSelect, now: Date) => Promise<void>;

/** Schedules `kind` for `key` at `runAt`; scheduling the same job twice keeps the first. */
export async function enqueueJob(
  db: DbOrTx,
  job: { kind: string; key: string; runAt: Date; payload?: Record<string, unknown>; now: Date },
): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, runAt: job.runAt, payload: job.payload ?? {}, createdAt: job.now })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] });
}

/**
 * Runs due jobs one per transaction. The row is claimed with FOR UPDATE SKIP LOCKED, so another
 * instance polling at the same moment skips it instead of running it twice or waiting; the job's
 * effect and its `done_at` commit together, so a crash leaves it due for the next poll. A job that
 * throws is rolled back, counted, and retried a minute later. Kinds without a handler here are run
 * by their own sender (a message must go out after commit, e.g. `sendSeriesReleaseNotices`), a step
 * of `BACKGROUND_JOBS` (`job-registry.ts`) like this one.
 */
export async function runDueJobs(db: Db, handlers: Record<string, JobHandler>, now: Date, limit = 50): Promise<number> {
  let ran = 0;
  for (; ran < limit;) {
    let failed: { id: number; error: unknown } | null = null;
    const claimed = await db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(jobs)
        .where(and(isNull(jobs.doneAt), lte(jobs.runAt, now), inArray(jobs.kind, Object.keys(handlers))))
        .orderBy(asc(jobs.runAt), asc(jobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return false;
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      try {
        await tx.transaction(async (inner) => handler(inner, job, now));
      } catch (error) {
        failed = { id: job.id, error };
      }
      if (failed) {
        await tx
          .update(jobs)
          .set({
            attempts: sql`${jobs.attempts} + 1`,
            lastError: String(failed.error).slice(0, 500),
            runAt: new Date(now.getTime() + 60_000),
          })
          .where(eq(jobs.id, job.id));
      } else {
        await tx
          .update(jobs)
          .set({ doneAt: now, attempts: sql`${jobs.attempts} + 1` })
          .where(eq(jobs.id, job.id));
      }
      return true;
    });
    if (!claimed) break;
    ran += 1;
  }
  return ran;
}

/** Polls every `intervalMs` until stopped; never overlaps itself. */
export function startJobPoller(run: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): () => Promise<void> {
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (stopped) return;
    current = current.then(run).catch(onError);
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await current;
  };
}

/**
 * For jobs whose work calls the outside world and so cannot run inside `runDueJobs`' transaction:
 * claims one due job of `kind` by moving its `run_at` `claimMs` ahead (and counting the attempt),
 * so a crash or a failed call leaves it to be tried again then, and a second instance skips it.
 * The caller marks it done (`markJobDone`) or reschedules it once the call is settled.
 */
export async function claimDueJob(db: Db, kind: string, now: Date, claimMs: number): Promise<typeof jobs.$inferSelect | null> {
  return db.transaction((tx) => claimDueJobIn(tx, kind, now, claimMs));
}

/** `claimDueJob` inside the caller's transaction, for a claim that reads what it sends in the same one. */
export async function claimDueJobIn(tx: Tx, kind: string, now: Date, claimMs: number): Promise<typeof jobs.$inferSelect | null> {
  const [job] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), isNull(jobs.doneAt), lte(jobs.runAt, now)))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!job) return null;
  await tx
    .update(jobs)
    .set({ runAt: new Date(now.getTime() + claimMs), attempts: sql`${jobs.attempts} + 1` })
    .where(eq(jobs.id, job.id));
  return job;
}

/** Keeps why a claimed job's call failed; the claim's `run_at` decides when it is tried again. */
export async function recordJobError(db: DbOrTx, jobId: number, error: unknown): Promise<void> {
  await db
    .update(jobs)
    .set({ lastError: String(error).slice(0, 500) })
    .where(eq(jobs.id, jobId));
}

/**
 * Marks a claimed job done. A notice keeps the error of a failed attempt (`keepLastError`), so
 * "sent on the second try, after: Gateway down" stays readable.
 */
export async function markJobDone(db: DbOrTx, jobId: number, now: Date, options: { keepLastError?: boolean } = {}): Promise<void> {
  await db
    .update(jobs)
    .set(options.keepLastError ? { doneAt: now } : { doneAt: now, lastError: null })
    .where(eq(jobs.id, jobId));
}
