import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { withdrawals } from '../../db/schema/index.js';
import type { JobHandler } from '../jobs/job-queue.js';
import { ledgerEventKey } from './ledger-events.js';
import type { WithdrawalRow } from './withdrawal-view.js';
import { postToLedger } from './wallet-service.js';

/** Durable job: a request never confirmed is expired and unfrozen when its code expires. */
export const WITHDRAWAL_EXPIRY_JOB = 'withdrawal_expiry';

/** Gives a withdrawal's frozen amount back to the available balance (once per withdrawal). */
export async function unfreezeWithdrawal(tx: Tx, row: WithdrawalRow, description: string, now: Date): Promise<void> {
  await postToLedger(tx, {
    userId: row.userId,
    type: 'unfreeze',
    availableDelta: row.amount,
    frozenDelta: -row.amount,
    description,
    idempotencyKey: ledgerEventKey.withdrawalUnfreeze(row.id),
    now,
  });
}

/** Expires a still open request and unfreezes it; false when it was no longer open (confirmed, replaced). */
export async function expireWithdrawal(tx: Tx, withdrawalId: number, now: Date, description: string): Promise<boolean> {
  const [row] = await tx
    .update(withdrawals)
    .set({ state: 'expired' })
    .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.state, 'requested')))
    .returning();
  if (!row) return false;
  await unfreezeWithdrawal(tx, row, description, now);
  return true;
}

export const expireWithdrawalJob: JobHandler = async (tx, job, now) => {
  await expireWithdrawal(tx, Number(job.payload.withdrawalId), now, 'Odblokowanie: wniosek o wypłatę niepotwierdzony w terminie');
};
