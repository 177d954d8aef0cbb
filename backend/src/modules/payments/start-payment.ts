import { eq, inArray } from 'drizzle-orm';
import type { Payment } from '@venue/api';
import type { Db, Tx } from '../../db/database.js';
import { paymentReservations, type payments, reservations } from '../../db/schema/index.js';
import { ApiError, notFound, validationFailed } from '../../lib/api-error.js';
import { carnetUsageKey, lockCarnet, postCarnetUsage } from '../carnets/carnet-ledger.js';
import { lockReservations, markPaid, markPaymentPending } from '../reservations/payment-state.js';
import { ledgerEventKey } from '../wallet/ledger-events.js';
import { availableBalance, lockWallet, spendAvailable } from '../wallet/wallet-lock.js';
import { carnetShareFor } from './carnet-share.js';
import type { PaymentGateway } from './gateway.js';
import { holdUntilGatewayAnswers, startAtGateway } from './gateway-payment.js';
import { lockWithLivePayments, voidLivePayments } from './live-payments.js';
import { insertPaymentRow } from './payment-row.js';
import { paymentView } from './payment-view.js';
import { assertVenueTakesMethod } from './venue-methods.js';
import { isRefusal, planTender, tenderRefusalError, type Tender } from './tender.js';

type PaymentRow = typeof payments.$inferSelect;
type ReservationRow = typeof reservations.$inferSelect;

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

const priceOf = (row: ReservationRow) => row.basePriceGrosze - row.discountGrosze;

/** Which tenders the request may use; a carnet or the wallet is for the signed-in owner paying by id. */
function checkTenderRequest(request: StartPaymentRequest): { useWallet: boolean } {
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
  return { useWallet };
}

/**
 * Locks the requested reservations (with those sharing a live payment) and checks, on the locked
 * rows, that they can be paid: a payment that settled a moment ago is seen here.
 */
async function lockPayable(
  tx: Tx,
  request: StartPaymentRequest,
  now: Date,
): Promise<{ visible: ReservationRow[]; ownerId: number; livePaymentIds: number[] }> {
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
  // A course session is paid through its enrolment (`POST /course_enrollment/pay/{id}`), never alone.
  if (visible.some((row) => row.state !== 'active' || row.startTime.getTime() <= now.getTime() || row.kind === 'course')) {
    throw new ApiError(409, 'NOT_PAYABLE', 'Only active reservations that have not started can be paid');
  }
  const ownerId = visible[0]?.userId;
  if (ownerId === undefined || visible.some((row) => row.userId !== ownerId)) throw notFound('Reservation not found');
  return { visible, ownerId, livePaymentIds };
}

/**
 * Moves the money of a recorded payment as its tender says: the wallet settles each reservation at
 * once, or the carnet's and the wallet's parts are held until the gateway's money arrives.
 */
async function applyTender(tx: Tx, tender: Tender, payment: PaymentRow, visible: ReservationRow[], now: Date): Promise<void> {
  if (tender.kind === 'wallet') {
    for (const row of visible) {
      await markPaid(tx, row.id);
      const share = priceOf(row);
      if (share === 0) continue;
      await spendAvailable(
        tx,
        {
          userId: payment.userId,
          type: 'settlement',
          availableDelta: -share,
          description: 'Opłacenie rezerwacji z portfela',
          reservationId: row.id,
          paymentId: payment.id,
          venueId: payment.venueId,
          idempotencyKey: ledgerEventKey.paymentSettlement(payment.id, row.id),
          now,
        },
        'use_wallet',
      );
    }
    return;
  }
  if (tender.kind === 'carnet_split' && tender.carnetPart > 0 && visible[0]) {
    // Held like the wallet's part: spent when the gateway's money arrives, given back if it never does.
    await lockCarnet(tx, tender.carnetId);
    await postCarnetUsage(tx, {
      carnetId: tender.carnetId,
      reservationId: visible[0].id,
      paymentId: payment.id,
      kind: 'use',
      amount: tender.carnetPart,
      key: carnetUsageKey.paymentHold(payment.id),
      now,
    });
  }
  if (tender.kind !== 'gateway') await holdUntilGatewayAnswers(tx, payment, tender.walletPart, now);
  await markPaymentPending(
    tx,
    visible.map((row) => row.id),
  );
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
  const { useWallet } = checkTenderRequest(request);
  if (request.methodId !== undefined) await assertVenueTakesMethod(db, request.venueId, request.methodId);
  const started = await db.transaction(async (tx) => {
    if (useWallet && request.userId !== null) await lockWallet(tx, request.userId);
    const { visible, ownerId, livePaymentIds } = await lockPayable(tx, request, now);
    // Before the balances are read: a replaced attempt's wallet and carnet holds count as available again.
    await voidLivePayments(tx, livePaymentIds, now);
    const price = visible.reduce((sum, row) => sum + priceOf(row), 0);
    const available = useWallet ? Math.max(0, await availableBalance(tx, ownerId)) : 0;
    const carnet = request.carnetId === undefined ? null : await carnetShareFor(tx, request.carnetId, ownerId, visible[0], available, now);
    const tender = planTender({ price, available, carnet, methodId: request.methodId });
    if (isRefusal(tender)) throw tenderRefusalError(tender, 'use_wallet');
    const created = await insertPaymentRow(
      tx,
      {
        userId: ownerId,
        // Paying by link: whoever is signed in (maybe the owner), or a visitor (null).
        payerUserId: request.reservationUuid !== undefined ? request.userId : ownerId,
        venueId: request.venueId,
        gateway: gateway.name,
        createdAt: now,
        updatedAt: now,
      },
      { price, methodId: tender.kind === 'wallet' ? undefined : tender.methodId, gatewayPart: tender.gatewayPart },
    );
    // What this payment's money pays of each reservation: a carnet's part is not money of the payment.
    await tx
      .insert(paymentReservations)
      .values(visible.map((row) => ({ paymentId: created.id, reservationId: row.id, amountGrosze: priceOf(row) - tender.carnetPart })));
    await applyTender(tx, tender, created, visible, now);
    return { payment: created, visible, tender };
  });
  const { payment, visible, tender } = started;
  if (tender.kind === 'wallet') return paymentView(db, payment);
  const order = {
    methodId: tender.methodId,
    blikCode: request.blikCode,
    description: `Rezerwacja ${visible.map((row) => row.id).join(', ')}`,
    // A visitor paying by link is not signed in: send them to the public alias, keyed by uuid.
    returnUrl:
      request.reservationUuid !== undefined ? `${appUrl}/payment/status/${payment.uuid}` : `${appUrl}/payment-status/${payment.id}`,
  };
  const reservationIds = visible.map((row) => row.id);
  return paymentView(db, await startAtGateway(db, gateway, payment, order, reservationIds, now));
}
