import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { payments } from '../../db/schema/index.js';
import { ApiError } from '../../lib/api-error.js';
import { enqueueJob } from '../jobs/job-queue.js';
import { EXPIRE_UNPAID_JOB, WALLET_HOLD_MINUTES, walletHoldJobKey } from '../reservations/expire-unpaid.js';
import { lockReservations } from '../reservations/payment-state.js';
import { holdForPayment } from '../wallet/wallet-payment.js';
import { GatewayError, type PaymentGateway } from './gateway.js';
import { voidLivePayments } from './live-payments.js';

type PaymentRow = typeof payments.$inferSelect;

/**
 * In the transaction that created a payment waiting for the gateway: the wallet's part is held
 * (`freeze`), and the job that ends the wait is scheduled with it, so a gateway that never answers
 * does not keep the money held or what is bought pending (`WALLET_HOLD_MINUTES`).
 */
export async function holdUntilGatewayAnswers(tx: Tx, payment: PaymentRow, walletPart: number, now: Date): Promise<void> {
  if (walletPart > 0) await holdForPayment(tx, payment, walletPart, now);
  await enqueueJob(tx, {
    kind: EXPIRE_UNPAID_JOB,
    key: walletHoldJobKey(payment.id),
    runAt: new Date(now.getTime() + WALLET_HOLD_MINUTES * 60_000),
    payload: { walletHoldPaymentId: payment.id },
    now,
  });
}

export type GatewayOrder = {
  readonly methodId: number;
  readonly blikCode?: string | undefined;
  /** What the payer's bank statement shows. */
  readonly description: string;
  readonly returnUrl: string;
};

/**
 * Asks the gateway to take a committed payment and stores where to send the payer. The call
 * happens outside any transaction (PGlite would stall everything meanwhile). When the gateway
 * refuses, the payment is voided (after locking `reservationIds`, the order every payment path
 * locks in), which gives its holds back and fails what it bought; should the gateway have taken it
 * after all, its success is refunded like any voided payment's. Then 502 PAYMENT_GATEWAY_FAILED.
 */
export async function startAtGateway(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  order: GatewayOrder,
  reservationIds: readonly number[],
  now: Date,
): Promise<PaymentRow> {
  let redirectUrl: string | null;
  try {
    ({ redirectUrl } = await gateway.start({
      orderId: payment.uuid,
      amountGrosze: payment.amountGrosze,
      methodId: order.methodId,
      ...(order.blikCode ? { blikCode: order.blikCode } : {}),
      description: order.description,
      returnUrl: order.returnUrl,
    }));
  } catch (error) {
    await db.transaction(async (tx) => {
      await lockReservations(tx, [...reservationIds]);
      await voidLivePayments(tx, [payment.id], now);
    });
    throw new ApiError(
      502,
      'PAYMENT_GATEWAY_FAILED',
      'The payment gateway did not accept the payment',
      {},
      { cause: error instanceof GatewayError ? error : undefined },
    );
  }
  const [updated] = await db
    .update(payments)
    .set({ redirectUrl, gatewayToken: payment.uuid, updatedAt: now })
    .where(eq(payments.id, payment.id))
    .returning();
  return updated ?? payment;
}
