import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { jobs, users, withdrawals } from '../../db/schema/index.js';
import type { SmsSender } from '../../plugins/sms/sms-sender.js';
import { claimDueJob, enqueueJob, markJobDone, recordJobError } from '../jobs/job-queue.js';
import type { PayoutAdapter, PayoutOutcome } from '../payouts/payout-adapter.js';
import { ledgerEventKey } from './ledger-events.js';
import { postToLedger } from './wallet-service.js';
import { withdrawalFailedSmsText } from './withdrawal-notice-text.js';
import { unfreezeWithdrawal } from './withdrawal-release.js';
import { WITHDRAWAL_PAYOUT_JOB } from './withdrawal-service.js';
import type { WithdrawalRow } from './withdrawal-view.js';

/** Durable job: tells the player by SMS that a payout failed and the money is back in the wallet. */
export const WITHDRAWAL_FAILED_NOTICE_JOB = 'withdrawal_failed_notice';

/** How long a sender owns a job before another may retry it (a crash or a failed call frees it). */
const CLAIM_MS = 60_000;

export type PayoutSenders = { payouts: PayoutAdapter; sms: SmsSender };

const orderOf = (row: WithdrawalRow, confirmedAt: Date) => ({
  withdrawalId: row.id,
  amount: row.amount,
  iban: row.iban,
  accountOwner: row.accountOwner,
  title: `Wypłata z portfela nr ${row.id}`,
  confirmedAt,
});

/**
 * Records a settled payout in one transaction with its job: paid → `paid_out` and a `withdrawal`
 * entry (the frozen amount leaves); failed → `failed`, an `unfreeze` entry (the money is available
 * again) and a notice job. A withdrawal no longer `confirmed` was settled before: nothing changes.
 */
async function settle(db: Db, withdrawalId: number, jobId: number, outcome: Exclude<PayoutOutcome, { status: 'processing' }>, now: Date) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId)).for('update');
    if (row?.state === 'confirmed' && outcome.status === 'paid') {
      await tx
        .update(withdrawals)
        .set({ state: 'paid_out', paidOutAt: now, payoutReference: outcome.reference })
        .where(eq(withdrawals.id, row.id));
      await postToLedger(tx, {
        userId: row.userId,
        type: 'withdrawal',
        availableDelta: 0,
        frozenDelta: -row.amount,
        description: `Wypłata na rachunek ${row.iban.slice(-4)}`,
        idempotencyKey: ledgerEventKey.withdrawalPayout(row.id),
        now,
      });
    } else if (row?.state === 'confirmed' && outcome.status === 'failed') {
      await tx.update(withdrawals).set({ state: 'failed', failedAt: now, failureReason: outcome.reason }).where(eq(withdrawals.id, row.id));
      await unfreezeWithdrawal(tx, row, 'Odblokowanie: wypłata nieudana', now);
      await enqueueJob(tx, { kind: WITHDRAWAL_FAILED_NOTICE_JOB, key: String(row.id), runAt: now, payload: { withdrawalId: row.id }, now });
    }
    await markJobDone(tx, jobId, now);
  });
}

/** Pays out due withdrawals, one adapter call each, outside any transaction; answers how many jobs it handled. */
async function sendPayouts(db: Db, payouts: PayoutAdapter, now: Date, limit: number): Promise<number> {
  let handled = 0;
  for (; handled < limit; handled += 1) {
    const job = await claimDueJob(db, WITHDRAWAL_PAYOUT_JOB, now, CLAIM_MS);
    if (!job) break;
    const withdrawalId = Number(job.payload.withdrawalId);
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, withdrawalId));
    if (row?.state !== 'confirmed' || !row.confirmedAt) {
      await markJobDone(db, job.id, now);
      continue;
    }
    let outcome: PayoutOutcome;
    try {
      outcome = await payouts.send(orderOf(row, row.confirmedAt), now);
    } catch (error) {
      // Never given up as failed: the provider may have taken the order. Asked again after the claim.
      await recordJobError(db, job.id, error);
      continue;
    }
    if (outcome.status === 'processing') {
      await db.update(jobs).set({ runAt: outcome.retryAt }).where(eq(jobs.id, job.id));
      continue;
    }
    await settle(db, withdrawalId, job.id, outcome, now);
  }
  return handled;
}

/** Sends the due failure notices (at least once: a crash between sending and `done` sends again). */
async function sendFailureNotices(db: Db, sms: SmsSender, now: Date, limit: number): Promise<number> {
  let sent = 0;
  for (let tried = 0; tried < limit; tried += 1) {
    const job = await claimDueJob(db, WITHDRAWAL_FAILED_NOTICE_JOB, now, CLAIM_MS);
    if (!job) break;
    const [found] = await db
      .select({ withdrawal: withdrawals, phone: users.phoneNumber, deleted: users.isDeleted })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(eq(withdrawals.id, Number(job.payload.withdrawalId)));
    const { withdrawal } = found ?? {};
    if (found && withdrawal?.failureReason && !found.deleted) {
      try {
        await sms.send({
          to: found.phone,
          text: withdrawalFailedSmsText(withdrawal.failureReason, withdrawal.amount, withdrawal.language),
        });
        sent += 1;
      } catch (error) {
        await recordJobError(db, job.id, error);
        continue;
      }
    }
    await markJobDone(db, job.id, now);
  }
  return sent;
}

/**
 * One beat of withdrawal payouts (the job poller calls it; tests call it directly): due payout
 * orders go to the adapter, settled ones are recorded, then failure notices are sent. Every step
 * is a job row, so a restart picks up where it stopped.
 */
export async function sendWithdrawalPayouts(db: Db, senders: PayoutSenders, now: Date, limit = 50): Promise<number> {
  const handled = await sendPayouts(db, senders.payouts, now, limit);
  await sendFailureNotices(db, senders.sms, now, limit);
  return handled;
}
