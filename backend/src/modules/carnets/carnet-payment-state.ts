import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { type payments, userVenueCarnets, venues } from '../../db/schema/index.js';
import { refundsGoToWallet, requestGatewayRefund } from '../payments/refunds.js';
import { ledgerEventKey } from '../wallet/ledger-events.js';
import { postGatewayArrival, releaseHold, walletHolds } from '../wallet/wallet-payment.js';
import { postToLedger } from '../wallet/wallet-service.js';
import { scheduleCarnetReminders } from './carnet-reminders.js';
import { expiryOf } from './carnet-rules.js';

type PaymentRow = typeof payments.$inferSelect;

/*
 * What a payment's outcome does to the carnet it buys. The payments module moves the money and
 * calls these; the carnet rows change only here. A carnet becomes usable (`active`, with its
 * validity) only when its payment succeeds, never before; a payment that fails leaves it
 * `payment_failed` for good (the player buys again).
 */

/** Starts the validity of a paid carnet in its venue's zone; schedules its reminders. Call with the row locked. */
export async function activateCarnet(tx: Tx, carnetId: number, now: Date): Promise<void> {
  const [row] = await tx
    .select({ carnet: userVenueCarnets, timezone: venues.timezone })
    .from(userVenueCarnets)
    .innerJoin(venues, eq(venues.id, userVenueCarnets.venueId))
    .where(eq(userVenueCarnets.id, carnetId));
  if (!row || row.carnet.state !== 'awaiting_payment') return;
  const expiresAt = expiryOf(now, row.carnet.durationDays, row.timezone);
  await tx.update(userVenueCarnets).set({ state: 'active', validFrom: now, expiresAt }).where(eq(userVenueCarnets.id, carnetId));
  await scheduleCarnetReminders(tx, { ...row.carnet, expiresAt }, now);
}

/** The payments failed, were voided or expired: carnets they were buying will never be usable. */
export async function failCarnetPurchases(tx: Tx, paymentIds: number[]): Promise<void> {
  if (paymentIds.length === 0) return;
  await tx
    .update(userVenueCarnets)
    .set({ state: 'payment_failed' })
    .where(and(inArray(userVenueCarnets.paymentId, paymentIds), eq(userVenueCarnets.state, 'awaiting_payment')));
}

/**
 * The gateway's money arrived on a carnet purchase; false when the payment buys no carnet. The
 * wallet records the gateway's money coming in and the price and fee going out, so a split
 * purchase's hold is what it spent. Money arriving on a payment that was voided (or whose wallet
 * hold was given back) buys nothing: it stays in the owner's wallet, less the fee, like any voided
 * payment's; for a closed account it goes back through the gateway.
 */
export async function settleCarnetPurchase(tx: Tx, payment: PaymentRow, now: Date): Promise<boolean> {
  const [carnet] = await tx.select().from(userVenueCarnets).where(eq(userVenueCarnets.paymentId, payment.id)).for('update');
  if (!carnet) return false;
  const hold = (await walletHolds(tx, [payment.id])).get(payment.id);
  const voided = payment.status === 'VOIDED' || hold?.released === true || carnet.state !== 'awaiting_payment';
  if (hold) await releaseHold(tx, payment, now);
  if (!(await refundsGoToWallet(tx, payment))) {
    await failCarnetPurchases(tx, [payment.id]);
    await requestGatewayRefund(tx, {
      paymentId: payment.id,
      amountGrosze: payment.amountGrosze,
      key: `payment:${payment.id}:refund_all`,
      now,
    });
    return true;
  }
  const base = { userId: payment.userId, paymentId: payment.id, venueId: payment.venueId, now };
  await postGatewayArrival(tx, payment, payment.amountGrosze, now);
  if (voided) {
    await failCarnetPurchases(tx, [payment.id]);
    return true;
  }
  await postToLedger(tx, {
    ...base,
    type: 'settlement',
    availableDelta: -carnet.priceGrosze,
    description: `Zakup karnetu: ${carnet.name}`,
    idempotencyKey: ledgerEventKey.carnetPurchase(payment.id),
  });
  await activateCarnet(tx, carnet.id, now);
  return true;
}
