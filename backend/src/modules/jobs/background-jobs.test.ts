import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { runBeat, startBackgroundJobs } from './background-jobs.js';
import { HOUSEKEEPING_JOB } from './housekeeping.js';
import { BACKGROUND_JOBS, type BackgroundJob } from './job-registry.js';

describe('background jobs: one registry, run in order', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(ctx.database, { runJobs: false });
  });
  after(async () => t.app.close());

  /** A step that records its kind and the clock's time, then moves the clock a second on. */
  function recorder(kinds: string[], log: string[]): BackgroundJob[] {
    return kinds.map((kind) => ({
      kind,
      run: async (_deps, now) => {
        log.push(`${kind}@${now.toISOString()}`);
        t.clock.advance(1);
        return 0;
      },
    }));
  }

  it('lists every step once, queued jobs first and the senders after them', () => {
    assert.deepEqual(
      BACKGROUND_JOBS.map((job) => job.kind),
      [
        'queued_jobs',
        'gateway_refunds',
        'withdrawal_payouts',
        'series_release_notices',
        'term_notification_matching',
        'term_notification_messages',
        'carnet_reminders',
        'lesson_cancelled_notices',
        'resale_refund_notices',
      ],
    );
  });

  it('a beat runs each step in order at the time it starts; a failing step ends the beat', async () => {
    t.clock.set(new Date('2030-06-01T10:00:00.000Z'));
    const log: string[] = [];
    await runBeat(t.app.deps, recorder(['a', 'b'], log));
    assert.deepEqual(log, ['a@2030-06-01T10:00:00.000Z', 'b@2030-06-01T10:00:01.000Z']);

    const failing: BackgroundJob = {
      kind: 'boom',
      run: async () => {
        throw new Error('boom');
      },
    };
    const later: string[] = [];
    await assert.rejects(runBeat(t.app.deps, [failing, ...recorder(['c'], later)]), /boom/);
    assert.deepEqual(later, []);
  });

  it('the real steps run against the database with nothing due', async () => {
    await runBeat(t.app.deps);
  });

  it('starting schedules housekeeping and beats until stopped; stopping waits for the running beat', async () => {
    const log: string[] = [];
    const errors: unknown[] = [];
    const stop = await startBackgroundJobs(t.app.deps, {
      intervalMs: 5,
      onError: (error) => errors.push(error),
      jobs: recorder(['only'], log),
    });
    const scheduled = await ctx.database.db.select().from(jobs).where(eq(jobs.kind, HOUSEKEEPING_JOB));
    assert.equal(scheduled.length, 1);
    const deadline = Date.now() + 5000;
    while (log.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    await stop();
    const ran = log.length;
    assert.ok(ran >= 2, `beats: ${ran}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
    assert.equal(log.length, ran, 'no beat after stop');
    assert.deepEqual(errors, []);
  });
});
