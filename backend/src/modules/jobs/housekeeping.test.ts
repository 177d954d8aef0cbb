import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { confirmationChecks, confirmationCodes, jobs } from '../../db/schema/index.js';
import { buildTestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { subjectCheckWait } from '../confirmation-codes/code-limits.js';
import { defaultCodePolicies } from '../confirmation-codes/code-policy.js';
import { CODE_RETENTION_SECONDS } from '../confirmation-codes/code-retention.js';
import { HOUSEKEEPING_JOB, scheduleHousekeeping } from './housekeeping.js';
import { runJobs } from './job-handlers.js';

const NOW = new Date('2030-06-01T10:20:00.000Z');
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('housekeeping: login codes and checks do not pile up', () => {
  const ctx = useTestDatabase();

  async function code(createdAt: Date, expiresAt = new Date(createdAt.getTime() + 5 * 60_000)) {
    await ctx.database.db
      .insert(confirmationCodes)
      .values({ purpose: 'login', subject: '+48500000001', callingCode: '48', ip: '203.0.113.1', codeHash: 'x', createdAt, expiresAt });
  }

  async function check(createdAt: Date, outcome: 'wrong' | 'success' = 'wrong') {
    await ctx.database.db
      .insert(confirmationChecks)
      .values({ purpose: 'login', subject: '+48500000001', ip: '203.0.113.1', outcome, createdAt });
  }

  const housekeepingJobs = () => ctx.database.db.select().from(jobs).where(eq(jobs.kind, HOUSEKEEPING_JOB)).orderBy(asc(jobs.runAt));

  it('deletes codes and checks older than every limit window, keeps the rest, and the limits answer as before', async () => {
    const retention = CODE_RETENTION_SECONDS * 1000;
    // Codes live five minutes: this one expired more than the retention ago.
    await code(ago(retention + 10 * 60_000));
    await code(ago(retention - 60_000));
    await code(ago(HOUR / 2));
    // An old code that is somehow still valid (a configured lifetime longer than the retention) stays.
    await code(ago(retention + 60_000), new Date(NOW.getTime() + 60_000));
    await check(ago(retention + 60_000));
    await check(ago(retention + 60_000), 'success');
    // Ten wrong codes within the day slow the phone's checks (here for a day, to see it); they must survive the clean-up.
    for (let n = 0; n < 10; n += 1) await check(ago(23 * HOUR - n * 60_000));
    const policy = defaultCodePolicies({ fallback: 100, byCallingCode: {} }, 2500).login;
    const dayLong = { freePerDay: 10, firstDelaySeconds: 86_400, maxDelaySeconds: 86_400 };
    const login = { purpose: 'login', policy: { ...policy, failedChecksPerSubject: dayLong } } as const;
    const lockoutBefore = await subjectCheckWait(ctx.database.db, login, '+48500000001', '203.0.113.9', NOW);
    assert.ok(lockoutBefore > 0);

    await scheduleHousekeeping(ctx.database.db, NOW);
    assert.equal(await runJobs(ctx.database.db, NOW), 1);

    const codes = await ctx.database.db
      .select({ createdAt: confirmationCodes.createdAt })
      .from(confirmationCodes)
      .orderBy(asc(confirmationCodes.id));
    assert.deepEqual(
      codes.map((row) => row.createdAt.toISOString()),
      [ago(retention - 60_000), ago(HOUR / 2), ago(retention + 60_000)].map((date) => date.toISOString()),
    );
    const checks = await ctx.database.db.select().from(confirmationChecks);
    assert.equal(checks.length, 10);
    assert.equal(await subjectCheckWait(ctx.database.db, login, '+48500000001', '203.0.113.9', NOW), lockoutBefore);
  });

  it('reschedules itself for the next hour, once per hour, and survives a restart', async () => {
    await scheduleHousekeeping(ctx.database.db, NOW);
    await scheduleHousekeeping(ctx.database.db, new Date(NOW.getTime() + 60_000));
    assert.equal((await housekeepingJobs()).length, 1);
    assert.equal(await runJobs(ctx.database.db, NOW), 1);
    const [done, next] = await housekeepingJobs();
    assert.equal(done?.doneAt?.toISOString(), NOW.toISOString());
    assert.deepEqual([next?.key, next?.runAt.toISOString(), next?.doneAt], ['2030-06-01T11:00:00.000Z', '2030-06-01T11:00:00.000Z', null]);
    // Nothing more this hour.
    assert.equal(await runJobs(ctx.database.db, new Date(NOW.getTime() + 30 * 60_000)), 0);
    // An instance starting in the next hour names the already scheduled run.
    await scheduleHousekeeping(ctx.database.db, new Date('2030-06-01T11:00:05.000Z'));
    assert.equal((await housekeepingJobs()).length, 2);
    assert.equal(await runJobs(ctx.database.db, new Date('2030-06-01T11:00:10.000Z')), 1);
    assert.equal((await housekeepingJobs()).at(-1)?.key, '2030-06-01T12:00:00.000Z');
  });

  it('two instances polling at once run an hour’s clean-up once and schedule one successor', async () => {
    await code(ago(CODE_RETENTION_SECONDS * 1000 + 10 * 60_000));
    await Promise.all([scheduleHousekeeping(ctx.database.db, NOW), scheduleHousekeeping(ctx.database.db, NOW)]);
    const [a, b] = await Promise.all([runJobs(ctx.database.db, NOW), runJobs(ctx.database.db, NOW)]);
    assert.equal(a + b, 1);
    const rows = await housekeepingJobs();
    assert.deepEqual(
      rows.map((row) => [row.attempts, row.doneAt !== null]),
      [
        [1, true],
        [0, false],
      ],
    );
    assert.equal((await ctx.database.db.select().from(confirmationCodes)).length, 0);
  });

  it('drops jobs finished more than 30 days ago, keeps newer and unfinished ones', async () => {
    const old = { kind: 'expire_unpaid_reservation', runAt: ago(40 * 24 * HOUR), createdAt: ago(40 * 24 * HOUR) };
    await ctx.database.db.insert(jobs).values([
      { ...old, key: 'old-done', doneAt: ago(31 * 24 * HOUR) },
      { ...old, key: 'recent-done', doneAt: ago(29 * 24 * HOUR) },
      // Unfinished (failing) jobs stay whatever their age; runAt in the future keeps it from running here.
      { ...old, key: 'still-failing', runAt: new Date(NOW.getTime() + HOUR), lastError: 'boom' },
    ]);
    await scheduleHousekeeping(ctx.database.db, NOW);
    await runJobs(ctx.database.db, NOW);
    const keys = (await ctx.database.db.select({ key: jobs.key }).from(jobs).where(eq(jobs.kind, 'expire_unpaid_reservation')))
      .map((row) => row.key)
      .sort();
    assert.deepEqual(keys, ['recent-done', 'still-failing']);
  });

  it('an app that polls jobs schedules housekeeping when it starts', async () => {
    const started = await buildTestApp(ctx.database, { runJobs: true });
    try {
      assert.equal((await housekeepingJobs()).length, 1);
    } finally {
      await started.app.close();
    }
  });
});
