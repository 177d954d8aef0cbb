import { and, asc, eq, inArray } from 'drizzle-orm';
import { PAYMENT_METHOD_WALLET, type Payment, type PaymentBooking, type PaymentStatus } from '@venue/api';
import type { Db, Tx } from '../../db/database.js';
import {
  paymentNotifications,
  paymentReservations,
  payments,
  reservations,
  sportObjects,
  userVenueCarnets,
  venues,
} from '../../db/schema/index.js';
import { ApiError, notFound, validationFailed } from '../../lib/api-error.js';
import { carnetHoldOf, carnetUsageKey, lockCarnet, postCarnetUsage, releaseCarnetHold } from '../carnets/carnet-ledger.js';
import { failCarnetPurchases, settleCarnetPurchase } from '../carnets/carnet-payment-state.js';
import { carnetNotFound, carnetRefusal, judgeCarnet } from '../carnets/carnet-rules.js';
import { enqueueJob } from '../jobs/job-queue.js';
import { EXPIRE_UNPAID_JOB, WALLET_HOLD_MINUTES, walletHoldJobKey } from '../reservations/expire-unpaid.js';
import {
  applyArrivedPayment,
  lockReservations,
  markPaid,
  markPaymentPending,
  releasePaymentPending,
  type PaymentArrival,
} from '../reservations/payment-state.js';
import { ledgerEventKey, type PaymentRefundReason } from '../wallet/ledger-events.js';
import { availableBalance, InsufficientFundsError, lockWallet, spendAvailable } from '../wallet/wallet-lock.js';
import { holdForPayment, releaseHold, walletHolds } from '../wallet/wallet-payment.js';
import { postToLedger } from '../wallet/wallet-service.js';
import { GatewayError, type PaymentGateway, type VerifiedNotification } from './gateway.js';
import { LIVE_STATUSES, voidLivePayments } from './live-payments.js';
import { insertPaymentRow } from './payment-row.js';
import { canMove } from './payment-transitions.js';
import { refundsGoToWallet, requestGatewayRefund } from './refunds.js';

type PaymentRow = typeof payments.$inferSelect;

async function reservationIdsOf(db: Db | Tx, paymentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: paymentReservations.reservationId })
    .from(paymentReservations)
    .where(eq(paymentReservations.paymentId, paymentId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** What the payment is for, in time order: the status page restates it. */
async function bookingsOf(db: Db, paymentId: number): Promise<PaymentBooking[]> {
  const rows = await db
    .select({
      reservation: reservations,
      venueName: venues.name,
      venueAddress: venues.address,
      venueCity: venues.city,
      venueTimezone: venues.timezone,
      objectName: sportObjects.name,
    })
    .from(paymentReservations)
    .innerJoin(reservations, eq(reservations.id, paymentReservations.reservationId))
    .innerJoin(venues, eq(venues.id, reservations.venueId))
    .innerJoin(sportObjects, eq(sportObjects.id, reservations.sportObjectId))
    .where(eq(paymentReservations.paymentId, paymentId))
    .orderBy(asc(reservations.startTime), asc(reservations.id));
  return rows.map(({ reservation: r, ...place }) => ({
    reservation_id: r.id,
    reservation_uuid: r.uuid,
    state: r.state,
    venue_name: place.venueName,
    venue_address: place.venueAddress,
    venue_city: place.venueCity,
    venue_timezone: place.venueTimezone,
    sport_object_name: place.objectName,
    start_time: r.startTime.toISOString(),
    end_time: r.endTime.toISOString(),
    price: r.basePriceGrosze - r.discountGrosze,
  }));
}

/**
 * What the wallet paid of a payment: all of it for a wallet payment; for a split payment its hold
 * (also while pending, and still shown after a failure released it, as what was offered).
 */
async function walletPartOf(db: Db, payment: PaymentRow): Promise<number> {
  if (payment.methodId === PAYMENT_METHOD_WALLET) return payment.amountGrosze;
  return (await walletHolds(db, [payment.id])).get(payment.id)?.amount ?? 0;
}

export async function paymentView(db: Db, payment: PaymentRow): Promise<Payment> {
  const walletPart = await walletPartOf(db, payment);
  // A split payment's carnet hold (shown after a release too, as what was offered); a purchase's carnet.
  const carnetPart = (await carnetHoldOf(db, payment.id))?.amount ?? 0;
  const [bought] = await db
    .select({ id: userVenueCarnets.id, name: userVenueCarnets.name })
    .from(userVenueCarnets)
    .where(eq(userVenueCarnets.paymentId, payment.id));
  return {
    id: payment.id,
    payment_uuid: payment.uuid,
    status: payment.status,
    method_id: payment.methodId,
    // `amount_grosze` is what the payment's own method charged: the gateway, or the wallet when it paid all.
    amount: payment.methodId === PAYMENT_METHOD_WALLET ? payment.amountGrosze : payment.amountGrosze + walletPart + carnetPart,
    wallet_amount: walletPart,
    service_fee: payment.serviceFeeGrosze,
    currency: 'PLN',
    redirect_url: payment.redirectUrl,
    reservation_ids: await reservationIdsOf(db, payment.id),
    bookings: await bookingsOf(db, payment.id),
    venue_id: payment.venueId,
    carnet: bought ?? null,
    carnet_amount: carnetPart,
    created_at: payment.createdAt.toISOString(),
  };
}

export type StartPaymentRequest = {
  venueId: number;
  /** Reservations by id (must belong to `userId`) or one by uuid (pay-by-link). */
  reservationIds?: number[];
  reservationUuid?: string;
  userId: number | null;
  /** The gateway method; may be absent with `useWallet` when the wallet covers everything. */
  methodId?: number | undefined;
  blikCode?: string | undefined;
  /** Pay from the owner's wallet first (signed-in owner paying by id only). */
  useWallet?: boolean;
  /**
   * A value carnet of the owner's pays what the wallet does not (spec §5: wallet funds first);
   * the method pays the shortfall and the fee. One reservation, signed-in owner only.
   */
  carnetId?: number | undefined;
};

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
async function lockWithLivePayments(tx: Tx, reservationIds: number[]): Promise<number[]> {
  const { reservationIds: mates } = await livePaymentsFor(tx, reservationIds);
  await lockReservations(tx, [...new Set([...reservationIds, ...mates])]);
  // A payment started meanwhile may have linked others; lock those too (rare, so out of order is acceptable).
  const again = await livePaymentsFor(tx, reservationIds);
  const extra = again.paymentIds.length > 0 ? again.reservationIds.filter((id) => !mates.includes(id) && !reservationIds.includes(id)) : [];
  await lockReservations(tx, extra);
  return again.paymentIds;
}

/**
 * The carnet's share of a split payment for one reservation, judged on the locked carnet (after
 * the wallet lock and the reservation rows, the order README "Carnets" gives). Only a value carnet
 * short of the price splits: a refusal for any other reason is its CARNET_* error, and one that
 * covers the price with the wallet is booked with `payment: 'carnet'` instead.
 */
async function carnetShareFor(
  tx: Tx,
  carnetId: number,
  ownerId: number,
  reservation: typeof reservations.$inferSelect | undefined,
  walletAvailable: number,
  now: Date,
): Promise<{ id: number; walletPart: number; carnetPart: number; shortfall: number }> {
  const carnet = await lockCarnet(tx, carnetId, ownerId);
  if (!carnet || !reservation) throw carnetNotFound();
  const [place] = await tx
    .select({ sportTypeId: sportObjects.sportTypeId, timezone: venues.timezone })
    .from(sportObjects)
    .innerJoin(venues, eq(venues.id, sportObjects.venueId))
    .where(eq(sportObjects.id, reservation.sportObjectId));
  if (!place) throw notFound('Reservation not found');
  const judgement = judgeCarnet(
    carnet,
    {
      venueId: reservation.venueId,
      sportTypeId: place.sportTypeId,
      sportObjectId: reservation.sportObjectId,
      start: reservation.startTime,
      end: reservation.endTime,
      price: reservation.basePriceGrosze - reservation.discountGrosze,
      zone: place.timezone,
    },
    walletAvailable,
    now,
  );
  if (judgement.reason !== null && judgement.reason !== 'insufficient_value') throw carnetRefusal(judgement);
  if (carnet.kind !== 'amount' || judgement.usable) {
    throw validationFailed(
      { user_venue_carnet_id: { key: 'validation.invalid' } },
      "Only a value carnet short of the price splits a payment; book with payment 'carnet' instead",
    );
  }
  return { id: carnet.id, walletPart: judgement.walletPart, carnetPart: judgement.carnetPart, shortfall: judgement.shortfall };
}

/**
 * Starts one payment for unpaid active reservations of one venue: reservations' prices plus the
 * service fee. The reservations move to `pending` until the gateway answers.
 *
 * At most one payment per reservation is live (payable at the gateway): a new one voids the ones
 * under way for the same reservations, under a lock on the reservation rows, so two requests at
 * once cannot both start one. Voiding (not answering with the live one) lets the payer switch from
 * a transfer to BLIK, enter a new BLIK code, or pay by link while the owner's attempt hangs; a
 * voided payment can never pay for the booking, and money that still arrives on it is refunded.
 *
 * With `useWallet` the owner's wallet pays first, under the wallet lock (taken before the
 * reservation rows, the order `wallet-lock.ts` asks for), so simultaneous payments never spend a
 * grosz twice:
 * - the available balance covers the reservations: they are paid at once, a `settlement` each,
 *   with no gateway and no service fee (the fee is the gateway's per-transaction charge);
 * - it covers part: all of it is held (`freeze`) and the gateway is asked for the rest plus the
 *   fee. The hold is spent when the gateway's money arrives, given back when the payment fails,
 *   is voided or outlives its window (`WALLET_HOLD_MINUTES`);
 * - without a method for the rest: 422 INSUFFICIENT_FUNDS.
 */
export async function startPayment(
  db: Db,
  gateway: PaymentGateway,
  appUrl: string,
  request: StartPaymentRequest,
  now: Date,
): Promise<Payment> {
  const carnetId = request.carnetId;
  if (
    carnetId !== undefined &&
    (request.userId === null || request.reservationUuid !== undefined || request.reservationIds?.length !== 1)
  ) {
    throw validationFailed({ user_venue_carnet_id: { key: 'validation.invalid' } });
  }
  // A carnet pays only after the wallet's available balance (spec §5), so naming one uses the wallet too.
  const useWallet = request.useWallet === true || carnetId !== undefined;
  if (useWallet && (request.userId === null || request.reservationUuid !== undefined)) {
    throw validationFailed({ use_wallet: { key: 'validation.invalid' } });
  }
  const started = await db.transaction(async (tx) => {
    if (useWallet && request.userId !== null) await lockWallet(tx, request.userId);
    const found = request.reservationUuid
      ? await tx.select({ id: reservations.id }).from(reservations).where(eq(reservations.uuid, request.reservationUuid.toLowerCase()))
      : await tx
          .select({ id: reservations.id })
          .from(reservations)
          .where(inArray(reservations.id, request.reservationIds ?? []));
    const livePaymentIds = await lockWithLivePayments(
      tx,
      found.map((row) => row.id),
    );
    // Checked on the locked rows: a payment that settled a moment ago is seen here.
    const rows = await lockReservations(
      tx,
      found.map((row) => row.id),
    );
    const wanted = request.reservationUuid ? 1 : new Set(request.reservationIds).size;
    // Other users' reservations look exactly like missing ones.
    const visible = rows.filter((row) => request.reservationUuid !== undefined || row.userId === request.userId);
    if (visible.length !== wanted) throw notFound('Reservation not found');
    if (visible.some((row) => row.venueId !== request.venueId)) throw validationFailed({ venue_id: { key: 'validation.invalid' } });
    if (visible.some((row) => row.paymentStatus === 'paid')) throw new ApiError(409, 'ALREADY_PAID', 'The reservation is already paid');
    if (visible.some((row) => row.state !== 'active' || row.startTime.getTime() <= now.getTime())) {
      throw new ApiError(409, 'NOT_PAYABLE', 'Only active reservations that have not started can be paid');
    }
    const ownerId = visible[0]?.userId;
    if (ownerId === undefined || visible.some((row) => row.userId !== ownerId)) throw notFound('Reservation not found');
    // Before the balances are read: a replaced attempt's wallet and carnet holds count as available again.
    await voidLivePayments(tx, livePaymentIds, now);
    const price = visible.reduce((sum, row) => sum + row.basePriceGrosze - row.discountGrosze, 0);
    const available = useWallet ? Math.max(0, await availableBalance(tx, ownerId)) : 0;
    const carnet = carnetId === undefined ? null : await carnetShareFor(tx, carnetId, ownerId, visible[0], available, now);
    const walletPart = carnet ? carnet.walletPart : Math.min(available, price);
    const walletOnly = carnet === null && walletPart > 0 && walletPart === price;
    const methodId = request.methodId;
    if (carnet && methodId === undefined) {
      throw new ApiError(422, 'CARNET_INSUFFICIENT_VALUE', 'The wallet and the carnet leave part of the price to pay by a method', {
        shortfall: carnet.shortfall,
      });
    }
    if (!walletOnly && methodId === undefined) {
      if (price > 0) throw new InsufficientFundsError(available, price, 'use_wallet');
      throw validationFailed({ method_id: { key: 'validation.required' } });
    }
    const base = {
      userId: ownerId,
      // Paying by link: whoever is signed in (maybe the owner), or a visitor (null).
      payerUserId: request.reservationUuid !== undefined ? request.userId : ownerId,
      venueId: request.venueId,
      gateway: gateway.name,
      createdAt: now,
      updatedAt: now,
    };
    const created = await insertPaymentRow(tx, base, {
      price,
      methodId: walletOnly ? undefined : methodId,
      gatewayPart: price - walletPart - (carnet?.carnetPart ?? 0),
    });
    // What this payment's money pays of each reservation: a carnet's part is not money of the payment.
    await tx.insert(paymentReservations).values(
      visible.map((row) => ({
        paymentId: created.id,
        reservationId: row.id,
        amountGrosze: row.basePriceGrosze - row.discountGrosze - (carnet?.carnetPart ?? 0),
      })),
    );
    if (walletOnly) {
      for (const row of visible) {
        await markPaid(tx, row.id);
        const share = row.basePriceGrosze - row.discountGrosze;
        if (share === 0) continue;
        await spendAvailable(
          tx,
          {
            userId: ownerId,
            type: 'settlement',
            availableDelta: -share,
            description: 'Opłacenie rezerwacji z portfela',
            reservationId: row.id,
            paymentId: created.id,
            venueId: created.venueId,
            idempotencyKey: ledgerEventKey.paymentSettlement(created.id, row.id),
            now,
          },
          'use_wallet',
        );
      }
      return { payment: created, visible, methodId: null };
    }
    if (carnet && carnet.carnetPart > 0 && visible[0]) {
      // Held like the wallet's part: spent when the gateway's money arrives, given back if it never does.
      await lockCarnet(tx, carnet.id);
      await postCarnetUsage(tx, {
        carnetId: carnet.id,
        reservationId: visible[0].id,
        paymentId: created.id,
        kind: 'use',
        amount: carnet.carnetPart,
        key: carnetUsageKey.paymentHold(created.id),
        now,
      });
    }
    if (walletPart > 0 || carnet) {
      if (walletPart > 0) await holdForPayment(tx, created, walletPart, now);
      // Durable with the payment: a gateway that never answers does not keep the money held.
      await enqueueJob(tx, {
        kind: EXPIRE_UNPAID_JOB,
        key: walletHoldJobKey(created.id),
        runAt: new Date(now.getTime() + WALLET_HOLD_MINUTES * 60_000),
        payload: { walletHoldPaymentId: created.id },
        now,
      });
    }
    await markPaymentPending(
      tx,
      visible.map((row) => row.id),
    );
    return { payment: created, visible, methodId: methodId ?? null };
  });
  const { payment, visible, methodId } = started;
  if (methodId === null) return paymentView(db, payment);
  const amount = payment.amountGrosze;

  // The gateway call happens outside any transaction (PGlite would stall everything meanwhile).
  let redirectUrl: string | null;
  try {
    ({ redirectUrl } = await gateway.start({
      orderId: payment.uuid,
      amountGrosze: amount,
      methodId,
      ...(request.blikCode ? { blikCode: request.blikCode } : {}),
      description: `Rezerwacja ${visible.map((row) => row.id).join(', ')}`,
      // A visitor paying by link is not signed in: send them to the public alias, keyed by uuid.
      returnUrl:
        request.reservationUuid !== undefined ? `${appUrl}/payment/status/${payment.uuid}` : `${appUrl}/payment-status/${payment.id}`,
    }));
  } catch (error) {
    // Should the gateway have taken it after all, its success is refunded like any voided payment's.
    await db.transaction(async (tx) => {
      await lockReservations(
        tx,
        visible.map((row) => row.id),
      );
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
  return paymentView(db, updated ?? payment);
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

/** By numeric id for its owner, or by uuid for whoever holds the link; anything else is 404. */
export async function findPayment(db: Db, ref: string, userId: number | null): Promise<Payment> {
  const byUuid = ref.includes('-');
  const [row] = await db
    .select()
    .from(payments)
    .where(byUuid ? eq(payments.uuid, ref.toLowerCase()) : eq(payments.id, Number(ref)));
  if (!row || (!byUuid && row.userId !== userId)) throw notFound(`Payment ${ref} not found`);
  return paymentView(db, row);
}

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

export type { PaymentStatus };
