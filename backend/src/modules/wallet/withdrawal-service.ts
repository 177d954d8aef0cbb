import { and, desc, eq } from 'drizzle-orm';
import type { Withdrawal, WithdrawalRequest, WithdrawalRequestResponse } from '@venue/api';
import type { AppDeps } from '../../app-context.js';
import { users, withdrawals } from '../../db/schema/index.js';
import { ApiError, notFound, rateLimited } from '../../lib/api-error.js';
import { ipLimitGroups } from '../../lib/client-address.js';
import { addSeconds } from '../../lib/clock.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { ipSendWait, subjectSendWait, type Scope } from '../confirmation-codes/code-limits.js';
import { checkCode, codeRefusal, issueCode, userSubject, type CodeCheck, type CodeTarget } from '../confirmation-codes/code-service.js';
import { enqueueJob } from '../jobs/job-queue.js';
import { expectedArrivalDate } from './arrival-date.js';
import { ledgerEventKey } from './ledger-events.js';
import { spendAvailable, withWalletLock } from './wallet-lock.js';
import { expireWithdrawal, WITHDRAWAL_EXPIRY_JOB } from './withdrawal-release.js';
import { toWithdrawal, type WithdrawalRow } from './withdrawal-view.js';

/** Durable job: pays a confirmed withdrawal out (run by `sendWithdrawalPayouts`, outside a transaction). */
export const WITHDRAWAL_PAYOUT_JOB = 'withdrawal_payout';

export type WithdrawalDeps = Pick<AppDeps, 'database' | 'clock' | 'sms' | 'codePolicies' | 'config'>;

/** How many of a user's withdrawals the list shows, newest first. */
const LIST_LIMIT = 100;

const codeTarget = (userId: number, ip: string): CodeTarget => ({ purpose: 'withdrawal', subject: userSubject(userId), ip });

/**
 * Opens a withdrawal request: under the wallet lock it expires the user's open request (one open
 * request per user: "send the code again" posts the request anew), freezes the amount when the
 * available balance covers it (else 422 INSUFFICIENT_FUNDS on `amount`) and schedules the expiry;
 * then the SMS code goes out through the confirmation-code engine, worded in `language`. A code
 * that cannot be sent (limits, gateway) leaves nothing frozen: the new request is expired again.
 */
export async function requestWithdrawal(
  deps: WithdrawalDeps,
  userId: number,
  ip: string,
  language: MessageLanguage,
  request: WithdrawalRequest,
): Promise<WithdrawalRequestResponse> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const target = codeTarget(userId, ip);
  const scope: Scope = { purpose: 'withdrawal', policy: deps.codePolicies.withdrawal };
  // The engine enforces its limits again when sending; asking first keeps a refused resend from
  // expiring the open request it would have replaced.
  const wait = Math.max(await subjectSendWait(db, scope, target.subject, now), await ipSendWait(db, scope, ipLimitGroups(ip), now));
  if (wait > 0) throw rateLimited('RATE_LIMITED', 'Too many withdrawal codes requested; try again later', wait);
  const [user] = await db.select({ phone: users.phoneNumber, deleted: users.isDeleted }).from(users).where(eq(users.id, userId));
  if (!user || user.deleted) throw notFound('User not found');

  const created = await withWalletLock(db, userId, async (tx) => {
    const [open] = await tx
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), eq(withdrawals.state, 'requested')));
    if (open) await expireWithdrawal(tx, open.id, now, 'Odblokowanie: wniosek o wypłatę zastąpiony nowym');
    const expiresAt = addSeconds(now, scope.policy.codeTtlSeconds);
    const [row] = await tx
      .insert(withdrawals)
      .values({
        userId,
        amount: request.amount,
        iban: request.iban,
        accountOwner: request.account_owner,
        state: 'requested',
        language,
        createdAt: now,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error('Withdrawal row missing right after insert');
    await spendAvailable(tx, {
      userId,
      type: 'freeze',
      availableDelta: -row.amount,
      frozenDelta: row.amount,
      description: 'Blokada środków: wniosek o wypłatę',
      idempotencyKey: ledgerEventKey.withdrawalFreeze(row.id),
      now,
    });
    await enqueueJob(tx, { kind: WITHDRAWAL_EXPIRY_JOB, key: String(row.id), runAt: expiresAt, payload: { withdrawalId: row.id }, now });
    return row;
  });

  let sent: Awaited<ReturnType<typeof issueCode>>;
  try {
    sent = await issueCode(deps, target, user.phone, language);
  } catch (error) {
    await db.transaction((tx) => expireWithdrawal(tx, created.id, now, 'Odblokowanie: nie udało się wysłać kodu wypłaty'));
    throw error;
  }
  return { withdrawal: toWithdrawal(created), resend_available_at: addSeconds(now, sent.resendAvailableIn).toISOString() };
}

type Confirmation = { kind: 'none' } | { kind: 'refused'; check: Exclude<CodeCheck, { kind: 'ok' }> } | { kind: 'ok'; row: WithdrawalRow };

/**
 * Confirms the user's open request with its SMS code: the withdrawal becomes `confirmed` with the
 * day the money should arrive, and its payout is queued as a durable job. A wrong code counts
 * against the engine's `withdrawal` limits and commits before the refusal is answered.
 */
export async function confirmWithdrawal(deps: WithdrawalDeps, userId: number, ip: string, code: string): Promise<Withdrawal> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const outcome = await withWalletLock(db, userId, async (tx): Promise<Confirmation> => {
    const [open] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), eq(withdrawals.state, 'requested')))
      .for('update');
    if (!open) return { kind: 'none' };
    // The request lives exactly as long as its code; the expiry job may simply not have run yet.
    if (open.expiresAt.getTime() <= now.getTime()) return { kind: 'refused', check: { kind: 'expired' } };
    const check = await checkCode(tx, deps, codeTarget(userId, ip), code, now);
    if (check.kind !== 'ok') return { kind: 'refused', check };
    const [row] = await tx
      .update(withdrawals)
      .set({ state: 'confirmed', confirmedAt: now, expectedArrivalDate: expectedArrivalDate(now) })
      .where(eq(withdrawals.id, open.id))
      .returning();
    if (!row) throw new Error('Withdrawal row missing right after update');
    await enqueueJob(tx, { kind: WITHDRAWAL_PAYOUT_JOB, key: String(row.id), runAt: now, payload: { withdrawalId: row.id }, now });
    return { kind: 'ok', row };
  });
  if (outcome.kind === 'none')
    throw new ApiError(409, 'NO_OPEN_WITHDRAWAL', 'No withdrawal request is waiting for a code; request one first');
  if (outcome.kind === 'refused') throw codeRefusal(outcome.check);
  return toWithdrawal(outcome.row);
}

export async function listWithdrawals(deps: Pick<AppDeps, 'database'>, userId: number): Promise<Withdrawal[]> {
  const rows = await deps.database.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(LIST_LIMIT);
  return rows.map(toWithdrawal);
}
