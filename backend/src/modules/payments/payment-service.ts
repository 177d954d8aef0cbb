import { eq, inArray } from 'drizzle-orm';
import { SERVICE_FEE_GROSZE, type Payment, type PaymentStatus } from '@venue/api';
import type { Db, Tx } from '../../db/database.js';
import { paymentNotifications, paymentReservations, payments, reservations } from '../../db/schema/index.js';
import { ApiError, notFound, validationFailed } from '../../lib/api-error.js';
import { applyArrivedPayment, markPaymentPending, releasePaymentPending, type PaymentArrival } from '../reservations/payment-state.js';
import { ledgerEventKey, type PaymentRefundReason } from '../wallet/ledger-events.js';
import { postToLedger } from '../wallet/wallet-service.js';
import { GatewayError, type PaymentGateway, type VerifiedNotification } from './gateway.js';
import { canMove } from './payment-transitions.js';

type PaymentRow = typeof payments.$inferSelect;

async function reservationIdsOf(db: Db | Tx, paymentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: paymentReservations.reservationId })
    .from(paymentReservations)
    .where(eq(paymentReservations.paymentId, paymentId));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export async function paymentView(db: Db, payment: PaymentRow): Promise<Payment> {
  return {
    id: payment.id,
    payment_uuid: payment.uuid,
    status: payment.status,
    method_id: payment.methodId,
    amount: payment.amountGrosze,
    service_fee: payment.serviceFeeGrosze,
    currency: 'PLN',
    redirect_url: payment.redirectUrl,
    reservation_ids: await reservationIdsOf(db, payment.id),
    venue_id: payment.venueId,
    created_at: payment.createdAt.toISOString(),
  };
}

export type StartPaymentRequest = {
  venueId: number;
  /** Reservations by id (must belong to `userId`) or one by uuid (pay-by-link). */
  reservationIds?: number[];
  reservationUuid?: string;
  userId: number | null;
  methodId: number;
  blikCode?: string | undefined;
};

/**
 * Starts one online payment for unpaid active reservations of one venue: reservations' prices
 * plus the service fee. The reservations move to `pending` until the gateway answers.
 */
export async function startPayment(
  db: Db,
  gateway: PaymentGateway,
  appUrl: string,
  request: StartPaymentRequest,
  now: Date,
): Promise<Payment> {
  const rows = request.reservationUuid
    ? await db.select().from(reservations).where(eq(reservations.uuid, request.reservationUuid.toLowerCase()))
    : await db
        .select()
        .from(reservations)
        .where(inArray(reservations.id, request.reservationIds ?? []));
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
  const amount = visible.reduce((sum, row) => sum + row.basePriceGrosze - row.discountGrosze, 0) + SERVICE_FEE_GROSZE;

  const [payment] = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(payments)
      .values({
        userId: ownerId,
        venueId: request.venueId,
        gateway: gateway.name,
        methodId: request.methodId,
        amountGrosze: amount,
        serviceFeeGrosze: SERVICE_FEE_GROSZE,
        gatewayToken: `pending:${crypto.randomUUID()}`,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const created = inserted[0];
    if (!created) throw new Error('Payment insert returned nothing');
    await tx
      .insert(paymentReservations)
      .values(
        visible.map((row) => ({ paymentId: created.id, reservationId: row.id, amountGrosze: row.basePriceGrosze - row.discountGrosze })),
      );
    await markPaymentPending(
      tx,
      visible.map((row) => row.id),
    );
    return inserted;
  });
  if (!payment) throw new Error('Payment missing');

  // The gateway call happens outside any transaction (PGlite would stall everything meanwhile).
  let redirectUrl: string | null;
  try {
    ({ redirectUrl } = await gateway.start({
      orderId: payment.uuid,
      amountGrosze: amount,
      methodId: request.methodId,
      ...(request.blikCode ? { blikCode: request.blikCode } : {}),
      description: `Rezerwacja ${visible.map((row) => row.id).join(', ')}`,
      // A visitor paying by link is not signed in: send them to the public alias, keyed by uuid.
      returnUrl:
        request.reservationUuid !== undefined ? `${appUrl}/payment/status/${payment.uuid}` : `${appUrl}/payment-status/${payment.id}`,
    }));
  } catch (error) {
    await db.update(payments).set({ status: 'VOIDED', updatedAt: now }).where(eq(payments.id, payment.id));
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
    const [payment] = await tx.select().from(payments).where(eq(payments.uuid, notification.orderId)).for('update');
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
    }
    return 'applied';
  });
}

type Share = { link: typeof paymentReservations.$inferSelect; outcome: PaymentArrival };

/** Audit text of the refunds (users see the apps' wording, from the reason in the entry's key). */
const REFUND = {
  cancelled: { reason: 'cancelled_before_payment', description: 'Zwrot: rezerwacja anulowana przed wpłatą' },
  already_paid: { reason: 'already_paid', description: 'Zwrot: rezerwacja była już opłacona' },
} as const satisfies Record<Exclude<PaymentArrival, 'settled'>, { reason: PaymentRefundReason; description: string }>;

/**
 * Money arrived. Each reservation it pays for is settled from it; one that expired unpaid meanwhile
 * is re-instated first when its slot is still free. A share that cannot pay for its reservation
 * (the slot was taken, the user cancelled, or another payment paid it first) is refunded to the
 * wallet, where the user can spend or withdraw it.
 *
 * In the ledger the payment enters as a deposit of what it pays for (shares settled plus the fee)
 * and a `refund_cancellation` entry per refunded share, linked to its reservation, so the wallet
 * history says which booking the money came back from; the balance equals the amount paid minus
 * the fee either way. A cancelled reservation whose share was refunded shows `unpaid`: it was
 * never paid for (the court was not held for the user), and nothing is under way any more.
 */
async function settle(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  const links = await tx
    .select()
    .from(paymentReservations)
    .where(eq(paymentReservations.paymentId, payment.id))
    .orderBy(paymentReservations.reservationId);
  const shares: Share[] = [];
  for (const link of links) {
    const outcome = await applyArrivedPayment(tx, link.reservationId);
    if (outcome !== null) shares.push({ link, outcome });
  }

  const base = { userId: payment.userId, paymentId: payment.id, venueId: payment.venueId, now };
  const refunded = shares.reduce((sum, share) => (share.outcome === 'settled' ? sum : sum + share.link.amountGrosze), 0);
  const deposit = payment.amountGrosze - refunded;
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
    } else {
      await postToLedger(tx, {
        ...base,
        type: 'refund_cancellation',
        availableDelta: link.amountGrosze,
        description: REFUND[outcome].description,
        reservationId: link.reservationId,
        idempotencyKey: ledgerEventKey.paymentRefund(payment.id, link.reservationId, REFUND[outcome].reason),
      });
    }
  }
}

export type { PaymentStatus };
