import { eq } from 'drizzle-orm';
import type { Tx, Db } from '../../db/database.js';
import { paymentNotifications, paymentReservations, payments } from '../../db/schema/index.js';
import { notFound, validationFailed } from '../../lib/api-error.js';
import { carnetHoldOf, releaseCarnetHold } from '../carnets/carnet-ledger.js';
import { failCarnetPurchases, settleCarnetPurchase } from '../carnets/carnet-payment-state.js';
import { settleCourseEnrollment } from '../courses/enrollment-payment.js';
import { applyArrivedPayment, lockReservations, releasePaymentPending, type PaymentArrival } from '../reservations/payment-state.js';
import { ledgerEventKey, type PaymentRefundReason } from '../wallet/ledger-events.js';
import { postGatewayArrival, releaseHold, walletHolds } from '../wallet/wallet-payment.js';
import { postToLedger } from '../wallet/wallet-service.js';
import type { VerifiedNotification } from './gateway.js';
import { canMove } from './payment-transitions.js';
import { reservationIdsOf } from './payment-view.js';
import { refundsGoToWallet, requestGatewayRefund } from './refunds.js';

type PaymentRow = typeof payments.$inferSelect;

export type NotificationOutcome = 'applied' | 'ignored' | 'replayed';

/**
 * Applies a verified notification at most once. The payment row is locked, the notification is
 * recorded under its unique (gateway, transaction, status) key — a replay finds it and stops — and
 * the status only moves along allowed transitions. Money is posted with idempotency keys too, so
 * even a bug elsewhere could not post it twice.
 */
export async function applyNotification(
  db: Db,
  gatewayName: string,
  notification: VerifiedNotification,
  now: Date,
): Promise<NotificationOutcome> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.uuid, notification.orderId));
    if (!found) throw notFound('Unknown order');
    // Reservations first, then the payment: the order every payment path locks in.
    await lockReservations(tx, await reservationIdsOf(tx, found.id));
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
    if (!payment) throw notFound('Unknown order');
    if (notification.amountGrosze !== payment.amountGrosze || notification.currency !== payment.currency) {
      throw validationFailed({ amount: { key: 'validation.invalid' } }, 'Amount or currency does not match the payment');
    }
    const move = canMove(payment.status, notification.status);
    const recorded = await tx
      .insert(paymentNotifications)
      .values({
        paymentId: payment.id,
        gateway: gatewayName,
        remoteId: notification.remoteId,
        status: notification.status,
        applied: move ? 'applied' : 'ignored',
        payload: notification.payload ?? {},
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.id });
    if (recorded.length === 0) return 'replayed';
    if (!move) return 'ignored';
    await tx.update(payments).set({ status: notification.status, updatedAt: now }).where(eq(payments.id, payment.id));
    if (notification.status === 'SUCCESS') await settle(tx, payment, now);
    else if (notification.status === 'VOIDED' || notification.status === 'ABANDONED') {
      await releasePaymentPending(tx, await reservationIdsOf(tx, payment.id));
      // The wallet part of a split payment is available again; money arriving later pays for nothing.
      await releaseHold(tx, payment, now);
      await releaseCarnetHold(tx, payment.id, now);
      await failCarnetPurchases(tx, [payment.id]);
    }
    return 'applied';
  });
}

/** What became of one reservation's share: what arrived on a voided payment pays for nothing. */
type ShareOutcome = PaymentArrival | 'voided';
type Share = { link: typeof paymentReservations.$inferSelect; outcome: ShareOutcome };

/** Audit text of the refunds (users see the apps' wording, from the reason in the entry's key). */
const REFUND = {
  cancelled: { reason: 'cancelled_before_payment', description: 'Zwrot: rezerwacja anulowana przed wpłatą' },
  already_paid: { reason: 'already_paid', description: 'Zwrot: rezerwacja była już opłacona' },
  voided: { reason: 'payment_voided', description: 'Zwrot: płatność została wcześniej unieważniona' },
} as const satisfies Record<Exclude<ShareOutcome, 'settled'>, { reason: PaymentRefundReason; description: string }>;

/**
 * Money arrived. Each reservation it pays for is settled from it; one that expired unpaid meanwhile
 * is re-instated first when its slot is still free. A share that cannot pay for its reservation
 * (the slot was taken, the user cancelled, or another payment paid it first) is refunded. Money
 * arriving on a payment we had voided (a newer attempt replaced it, or the account was closed)
 * pays for nothing: all of it is refunded, and its reservations are left as they are.
 *
 * Refunds go back to whoever paid (`refundsGoToWallet`). To the owner's wallet: the payment enters
 * as a deposit of what it pays for (shares settled plus the fee) and a `refund_cancellation` entry
 * per refunded share, linked to its reservation, so the wallet history says which booking the money
 * came back from; the balance equals the amount paid minus the fee either way. Through the gateway
 * (a payer by link, or a closed account): refunded shares are recorded for the gateway, and a
 * payment that paid for nothing goes back whole, service fee included, leaving nothing in the
 * owner's wallet. A cancelled reservation whose share was refunded shows `unpaid`: it was never
 * paid for, and nothing is under way any more.
 */
async function settle(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  if (await settleCarnetPurchase(tx, payment, now)) return;
  if (await settleCourseEnrollment(tx, payment, now)) return;
  const links = await tx
    .select()
    .from(paymentReservations)
    .where(eq(paymentReservations.paymentId, payment.id))
    .orderBy(paymentReservations.reservationId);
  const hold = (await walletHolds(tx, [payment.id])).get(payment.id);
  // A split payment whose wallet part was given back (it failed, was abandoned or its hold expired)
  // cannot pay in full any more: its late money is treated like money on a voided payment.
  const carnetHold = await carnetHoldOf(tx, payment.id);
  const wasVoided = payment.status === 'VOIDED' || hold?.released === true || carnetHold?.released === true;
  // The hold returns to the available balance; the settlements below spend it with the gateway's money.
  if (hold) await releaseHold(tx, payment, now);
  const shares: Share[] = [];
  for (const link of links) {
    const outcome = wasVoided ? 'voided' : await applyArrivedPayment(tx, link.reservationId);
    if (outcome !== null) shares.push({ link, outcome });
  }
  const toWallet = await refundsGoToWallet(tx, payment);
  const settled = shares.filter((share) => share.outcome === 'settled');
  // The carnet's held value paid only if its reservation took the money; otherwise it goes back to the carnet.
  if (carnetHold && settled.length === 0) await releaseCarnetHold(tx, payment.id, now);
  if (!toWallet && settled.length === 0) {
    await requestGatewayRefund(tx, {
      paymentId: payment.id,
      amountGrosze: payment.amountGrosze,
      key: `payment:${payment.id}:refund_all`,
      now,
    });
    return;
  }

  const base = { userId: payment.userId, paymentId: payment.id, venueId: payment.venueId, now };
  const refunded = shares.reduce((sum, share) => (share.outcome === 'settled' ? sum : sum + share.link.amountGrosze), 0);
  // Only a split payment can refund more than its gateway money brought (its hold paid the rest and
  // has just come back): the deposit stops at zero and the refunds shrink by the difference, so the
  // entries still add up to the gateway's money minus the fee and what was settled.
  const deposit = Math.max(0, payment.amountGrosze - refunded);
  let beyondDeposit = Math.max(0, refunded - payment.amountGrosze);
  await postGatewayArrival(tx, payment, deposit, now);
  for (const { link, outcome } of shares) {
    if (link.amountGrosze === 0) continue;
    if (outcome === 'settled') {
      await postToLedger(tx, {
        ...base,
        type: 'settlement',
        availableDelta: -link.amountGrosze,
        description: 'Opłacenie rezerwacji',
        reservationId: link.reservationId,
        idempotencyKey: ledgerEventKey.paymentSettlement(payment.id, link.reservationId),
      });
      continue;
    }
    const key = ledgerEventKey.paymentRefund(payment.id, link.reservationId, REFUND[outcome].reason);
    if (toWallet) {
      const back = link.amountGrosze - Math.min(beyondDeposit, link.amountGrosze);
      beyondDeposit -= link.amountGrosze - back;
      if (back === 0) continue;
      await postToLedger(tx, {
        ...base,
        type: 'refund_cancellation',
        availableDelta: back,
        description: REFUND[outcome].description,
        reservationId: link.reservationId,
        idempotencyKey: key,
      });
    } else {
      await requestGatewayRefund(tx, {
        paymentId: payment.id,
        amountGrosze: link.amountGrosze,
        key,
        reservationId: link.reservationId,
        now,
      });
    }
  }
}
