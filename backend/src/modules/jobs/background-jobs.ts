import type { AppDeps } from '../../app-context.js';
import { scheduleHousekeeping } from './housekeeping.js';
import { startJobPoller } from './job-queue.js';
import { BACKGROUND_JOBS, type BackgroundJob } from './job-registry.js';

/**
 * One beat: every step in order, each at the clock's time when it starts. A step that throws ends
 * the beat (the rest run on the next one), and the poller reports it.
 */
export async function runBeat(deps: AppDeps, jobs: readonly BackgroundJob[] = BACKGROUND_JOBS): Promise<void> {
  for (const job of jobs) await job.run(deps, deps.clock.now());
}

/**
 * Starts this process's background work: schedules the housekeeping chain (it reschedules itself;
 * starting it again is idempotent), then runs a beat every `intervalMs`, never two at once.
 * Answers the stop function, which waits for a running beat to end.
 */
export async function startBackgroundJobs(
  deps: AppDeps,
  options: { intervalMs: number; onError: (error: unknown) => void; jobs?: readonly BackgroundJob[] },
): Promise<() => Promise<void>> {
  await scheduleHousekeeping(deps.database.db, deps.clock.now());
  return startJobPoller(() => runBeat(deps, options.jobs), options.intervalMs, options.onError);
}
