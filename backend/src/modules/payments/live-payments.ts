import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { paymentReservations, payments } from '../../db/schema/index.js';
import { lockReservations, releasePaymentPending } from '../reservations/payment-state.js';
import { releaseHold } from '../wallet/wallet-payment.js';
import { releaseCarnetHold } from '../carnets/carnet-ledger.js';
import { failCarnetPurchases } from '../carnets/carnet-payment-state.js';

/** Statuses a payment can still be paid in at the gateway: at most one such per reservation. */
export const LIVE_STATUSES = ['PENDING', 'NOTCONFIRMED'] as const;

/**
 * Voids, in `tx`, the live payments among `paymentIds`: they can no longer pay for anything, and
 * money that still arrives on one is refunded to its payer (see `settle`). Their reservations stop
 * waiting for them, and the wallet money a split payment held is available again. Answers the ids
 * actually voided. Call with the reservations locked.
 */
export async function voidLivePayments(tx: Tx, paymentIds: number[], now: Date): Promise<number[]> {
  if (paymentIds.length === 0) return [];
  const voided = await tx
    .update(payments)
    .set({ status: 'VOIDED', updatedAt: now })
    .where(and(inArray(payments.id, paymentIds), inArray(payments.status, [...LIVE_STATUSES])))
    .returning({ id: payments.id, userId: payments.userId, venueId: payments.venueId });
  const ids = voided.map((row) => row.id);
  if (ids.length > 0) {
    const links = await tx
      .select({ id: paymentReservations.reservationId })
      .from(paymentReservations)
      .where(inArray(paymentReservations.paymentId, ids));
    await releasePaymentPending(
      tx,
      links.map((link) => link.id),
    );
    for (const payment of voided) {
      await releaseHold(tx, payment, now);
      await releaseCarnetHold(tx, payment.id, now);
    }
    // A carnet bought by a voided payment never becomes usable.
    await failCarnetPurchases(tx, ids);
  }
  return ids;
}

/**
 * A split payment's hold lasts as long as a payment window (`WALLET_HOLD_MINUTES`): if the gateway
 * has still not answered by then, the payment is voided and the wallet money is available again;
 * money that arrives later pays for nothing and comes back (the voided-payment rule). Runs as a
 * job; nothing happens when the payment has been answered meanwhile.
 */
export async function expireWalletHold(tx: Tx, paymentId: number, now: Date): Promise<void> {
  const links = await tx
    .select({ id: paymentReservations.reservationId })
    .from(paymentReservations)
    .where(eq(paymentReservations.paymentId, paymentId));
  // Reservations first, then the payment: the order every payment path locks in.
  await lockReservations(
    tx,
    links.map((link) => link.id).sort((a, b) => a - b),
  );
  await voidLivePayments(tx, [paymentId], now);
}

/** Live payments for any of these reservations, with every reservation those payments are for. */
async function livePaymentsFor(tx: Tx, reservationIds: number[]): Promise<{ paymentIds: number[]; reservationIds: number[] }> {
  if (reservationIds.length === 0) return { paymentIds: [], reservationIds: [] };
  const live = await tx
    .selectDistinct({ id: payments.id })
    .from(payments)
    .innerJoin(paymentReservations, eq(paymentReservations.paymentId, payments.id))
    .where(and(inArray(paymentReservations.reservationId, reservationIds), inArray(payments.status, [...LIVE_STATUSES])));
  const paymentIds = live.map((row) => row.id);
  if (paymentIds.length === 0) return { paymentIds, reservationIds: [] };
  const links = await tx
    .selectDistinct({ id: paymentReservations.reservationId })
    .from(paymentReservations)
    .where(inArray(paymentReservations.paymentId, paymentIds));
  return { paymentIds, reservationIds: links.map((link) => link.id) };
}

/** Locks the reservations and those sharing a live payment with them (all in id order, see `lockReservations`). */
export async function lockWithLivePayments(tx: Tx, reservationIds: number[]): Promise<number[]> {
  const { reservationIds: mates } = await livePaymentsFor(tx, reservationIds);
  await lockReservations(tx, [...new Set([...reservationIds, ...mates])]);
  // A payment started meanwhile may have linked others; lock those too (rare, so out of order is acceptable).
  const again = await livePaymentsFor(tx, reservationIds);
  const extra = again.paymentIds.length > 0 ? again.reservationIds.filter((id) => !mates.includes(id) && !reservationIds.includes(id)) : [];
  await lockReservations(tx, extra);
  return again.paymentIds;
}

/**
 * Closing an account: its payments under way are voided (neither gateway adapter can recall a
 * started transaction, so a success that still comes is refunded by the voided-payment rule), and
 * their reservations stop waiting for them, so the closure then cancels them as unpaid.
 */
export async function voidPendingPaymentsOfUser(tx: Tx, userId: number, now: Date): Promise<number> {
  const live = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), inArray(payments.status, [...LIVE_STATUSES])));
  if (live.length === 0) return 0;
  const ids = live.map((row) => row.id);
  const links = await tx
    .selectDistinct({ id: paymentReservations.reservationId })
    .from(paymentReservations)
    .where(inArray(paymentReservations.paymentId, ids));
  await lockReservations(
    tx,
    links.map((link) => link.id),
  );
  return (await voidLivePayments(tx, ids, now)).length;
}
