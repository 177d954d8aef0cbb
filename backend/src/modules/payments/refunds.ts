import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/database.js';
import { paymentNotifications, paymentRefunds, payments, users, walletEntries } from '../../db/schema/index.js';
import type { PaymentGateway } from './gateway.js';

type PaymentRow = typeof payments.$inferSelect;

/** How long a sender owns a refund row before another may retry it (a crash mid-call frees it). */
const CLAIM_MS = 60_000;

/**
 * Where a payment's money goes back: the owner's wallet when the owner paid it and the account is
 * still open; otherwise (someone else paid by link, or the owner closed the account, so the wallet
 * is out of reach) back through the gateway to whoever paid.
 */
export async function refundsGoToWallet(tx: DbOrTx, payment: Pick<PaymentRow, 'userId' | 'payerUserId'>): Promise<boolean> {
  if (payment.payerUserId !== payment.userId) return false;
  const [owner] = await tx.select({ isDeleted: users.isDeleted }).from(users).where(eq(users.id, payment.userId));
  return owner !== undefined && !owner.isDeleted;
}

/** Records a gateway refund in the deciding transaction; the same `key` twice records it once. */
export async function requestGatewayRefund(
  tx: Tx,
  refund: { paymentId: number; amountGrosze: number; key: string; reservationId?: number | null; now: Date },
): Promise<void> {
  if (refund.amountGrosze <= 0) return;
  await tx
    .insert(paymentRefunds)
    .values({
      paymentId: refund.paymentId,
      reservationId: refund.reservationId ?? null,
      amountGrosze: refund.amountGrosze,
      key: refund.key,
      createdAt: refund.now,
    })
    .onConflictDoNothing({ target: paymentRefunds.key });
}

/**
 * The payment that paid for a reservation (its settlement in the ledger), when one did and its
 * refunds go through the gateway; null when a refund of that reservation belongs in the wallet.
 */
export async function gatewayPaymentOf(tx: Tx, reservationId: number): Promise<PaymentRow | null> {
  const [settlement] = await tx
    .select({ paymentId: walletEntries.paymentId })
    .from(walletEntries)
    .where(and(eq(walletEntries.reservationId, reservationId), eq(walletEntries.type, 'settlement')))
    .orderBy(desc(walletEntries.id))
    .limit(1);
  if (!settlement?.paymentId) return null;
  const [payment] = await tx.select().from(payments).where(eq(payments.id, settlement.paymentId));
  if (!payment || (await refundsGoToWallet(tx, payment))) return null;
  return payment;
}

/**
 * Sends recorded refunds to the gateway, outside any transaction (PGlite would stall meanwhile).
 * Each row is claimed first, so two senders never send it together; a refused or failed one stays
 * `requested` and is retried after the claim lapses. On success the payment shows REFUNDED once the
 * whole amount is back, PARTIALLY_REFUNDED before. Answers how many were sent.
 */
export async function sendRequestedRefunds(
  db: Db,
  gateway: PaymentGateway,
  now: Date,
  only: { paymentUuid?: string; reservationId?: number } = {},
): Promise<number> {
  const due = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.state, 'requested'),
        or(isNull(paymentRefunds.claimedUntil), lt(paymentRefunds.claimedUntil, now)),
        only.paymentUuid === undefined
          ? undefined
          : inArray(paymentRefunds.paymentId, db.select({ id: payments.id }).from(payments).where(eq(payments.uuid, only.paymentUuid))),
        only.reservationId === undefined ? undefined : eq(paymentRefunds.reservationId, only.reservationId),
      ),
    )
    .orderBy(asc(paymentRefunds.id))
    .limit(20);
  let sent = 0;
  for (const { id } of due) {
    const [claimed] = await db
      .update(paymentRefunds)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${paymentRefunds.attempts} + 1` })
      .where(
        and(
          eq(paymentRefunds.id, id),
          eq(paymentRefunds.state, 'requested'),
          or(isNull(paymentRefunds.claimedUntil), lt(paymentRefunds.claimedUntil, now)),
        ),
      )
      .returning();
    if (!claimed) continue;
    const [payment] = await db.select().from(payments).where(eq(payments.id, claimed.paymentId));
    const [success] = await db
      .select({ remoteId: paymentNotifications.remoteId })
      .from(paymentNotifications)
      .where(
        and(
          eq(paymentNotifications.paymentId, claimed.paymentId),
          eq(paymentNotifications.status, 'SUCCESS'),
          eq(paymentNotifications.applied, 'applied'),
        ),
      )
      .limit(1);
    if (!payment || !success) continue;
    try {
      const { remoteRefundId } = await gateway.refund({
        orderId: payment.uuid,
        remoteId: success.remoteId,
        amountGrosze: claimed.amountGrosze,
        refundId: claimed.uuid,
      });
      await db.transaction(async (tx) => {
        const [marked] = await tx
          .update(paymentRefunds)
          .set({ state: 'sent', remoteRefundId, sentAt: now, lastError: null })
          .where(and(eq(paymentRefunds.id, claimed.id), eq(paymentRefunds.state, 'requested')))
          .returning({ id: paymentRefunds.id });
        if (!marked) return;
        await tx
          .update(payments)
          .set({
            refundedGrosze: sql`${payments.refundedGrosze} + ${claimed.amountGrosze}`,
            status: sql`case when ${payments.refundedGrosze} + ${claimed.amountGrosze} >= ${payments.amountGrosze} then 'REFUNDED' else 'PARTIALLY_REFUNDED' end`,
            updatedAt: now,
          })
          .where(eq(payments.id, claimed.paymentId));
      });
      sent += 1;
    } catch (error) {
      await db
        .update(paymentRefunds)
        .set({ lastError: String(error).slice(0, 500) })
        .where(eq(paymentRefunds.id, claimed.id));
    }
  }
  return sent;
}
