import { and, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/database.js';
import { walletEntries } from '../../db/schema/index.js';
import { ledgerEventKey } from './ledger-events.js';
import { spendAvailable } from './wallet-lock.js';
import { postToLedger } from './wallet-service.js';

/*
 * The wallet's part of a payment that also goes through the gateway (a split payment). The part is
 * held (a `freeze` entry) when the payment starts and unfrozen exactly once: when the gateway's
 * money arrives (then the payment's settlements spend it with the rest) or when the payment fails,
 * is voided or its hold expires (then it is simply available again). Both ends post the same
 * unfreeze key, so the hold can never be given back twice. Keyed by payment id: no column needed.
 *
 * These keys extend `ledgerEventKey` (ledger-events.ts); the settlement of each reservation keeps
 * `ledgerEventKey.paymentSettlement`, whatever paid it.
 */
export const walletPaymentKey = {
  hold: (paymentId: number) => `payment:${paymentId}:wallet_hold`,
  unfreeze: (paymentId: number) => `payment:${paymentId}:wallet_unfreeze`,
} as const;

type PaymentRef = { id: number; userId: number; venueId: number };

/** Holds `amount` of the available balance for a payment; 422 INSUFFICIENT_FUNDS when it is not there. */
export async function holdForPayment(tx: Tx, payment: PaymentRef, amount: number, now: Date): Promise<void> {
  await spendAvailable(
    tx,
    {
      userId: payment.userId,
      type: 'freeze',
      availableDelta: -amount,
      frozenDelta: amount,
      description: 'Blokada środków na płatność',
      paymentId: payment.id,
      venueId: payment.venueId,
      idempotencyKey: walletPaymentKey.hold(payment.id),
      now,
    },
    'use_wallet',
  );
}

/** The wallet's hold per payment (grosze; absent when a payment had none). */
export async function walletHolds(db: DbOrTx, paymentIds: number[]): Promise<Map<number, { amount: number; released: boolean }>> {
  const holds = new Map<number, { amount: number; released: boolean }>();
  if (paymentIds.length === 0) return holds;
  const keys = paymentIds.flatMap((id) => [walletPaymentKey.hold(id), walletPaymentKey.unfreeze(id)]);
  const rows = await db
    .select({ paymentId: walletEntries.paymentId, type: walletEntries.type, frozen: walletEntries.frozenDelta })
    .from(walletEntries)
    .where(and(inArray(walletEntries.idempotencyKey, keys), inArray(walletEntries.paymentId, paymentIds)));
  for (const row of rows) {
    if (row.paymentId === null || row.type !== 'freeze') continue;
    holds.set(row.paymentId, { amount: row.frozen, released: false });
  }
  for (const row of rows) {
    const hold = row.paymentId === null || row.type !== 'unfreeze' ? undefined : holds.get(row.paymentId);
    if (hold) hold.released = true;
  }
  return holds;
}

/**
 * Gives the payment's hold back to the available balance, once (a credit: no wallet lock needed).
 * Answers whether this call released it; false when there was no hold or it was released before.
 */
export async function releaseHold(tx: Tx, payment: PaymentRef, now: Date): Promise<boolean> {
  const hold = (await walletHolds(tx, [payment.id])).get(payment.id);
  if (!hold || hold.released) return false;
  return postToLedger(tx, {
    userId: payment.userId,
    type: 'unfreeze',
    availableDelta: hold.amount,
    frozenDelta: -hold.amount,
    description: 'Zwolnienie blokady środków płatności',
    paymentId: payment.id,
    venueId: payment.venueId,
    idempotencyKey: walletPaymentKey.unfreeze(payment.id),
    now,
  });
}

/** Whether the payment ever held wallet money and already gave it back (before its gateway money came). */
export async function holdReleased(tx: DbOrTx, paymentId: number): Promise<boolean> {
  return (await walletHolds(tx, [paymentId])).get(paymentId)?.released ?? false;
}

/**
 * The gateway's money arriving in the wallet: `deposit` in (none when refunds already took it all)
 * and the payment's service fee out, each once per payment. What it pays for is the caller's to
 * settle next.
 */
export async function postGatewayArrival(
  tx: Tx,
  payment: PaymentRef & { serviceFeeGrosze: number },
  deposit: number,
  now: Date,
): Promise<void> {
  const base = { userId: payment.userId, paymentId: payment.id, venueId: payment.venueId, now };
  if (deposit !== 0) {
    await postToLedger(tx, {
      ...base,
      type: 'deposit',
      availableDelta: deposit,
      description: 'Płatność online',
      idempotencyKey: ledgerEventKey.paymentDeposit(payment.id),
    });
  }
  await postToLedger(tx, {
    ...base,
    type: 'service_fee',
    availableDelta: -payment.serviceFeeGrosze,
    description: 'Opłata serwisowa',
    idempotencyKey: ledgerEventKey.paymentServiceFee(payment.id),
  });
}
