import { and, eq } from 'drizzle-orm';
import type { CarnetPurchaseRequest, CarnetPurchaseResponse } from '@venue/api';
import type { Db } from '../../db/database.js';
import { payments, userVenueCarnets, venueCarnetTypes } from '../../db/schema/index.js';
import { ApiError, notFound, ruleViolated, validationFailed } from '../../lib/api-error.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { enqueueJob } from '../jobs/job-queue.js';
import { GatewayError, type PaymentGateway } from '../payments/gateway.js';
import { voidLivePayments } from '../payments/live-payments.js';
import { insertPaymentRow } from '../payments/payment-row.js';
import { paymentView } from '../payments/payment-service.js';
import { EXPIRE_UNPAID_JOB, WALLET_HOLD_MINUTES, walletHoldJobKey } from '../reservations/expire-unpaid.js';
import { venueCatalog } from '../venues/venue-catalog.js';
import { ledgerEventKey } from '../wallet/ledger-events.js';
import { availableBalance, InsufficientFundsError, lockWallet, spendAvailable } from '../wallet/wallet-lock.js';
import { holdForPayment } from '../wallet/wallet-payment.js';
import { activateCarnet } from './carnet-payment-state.js';
import { ownCarnetView } from './carnet-views.js';

export type ParsedPurchase = Omit<CarnetPurchaseRequest, 'regulation_acceptance_id' | 'use_wallet'> & {
  regulation_acceptance_id: number[];
  use_wallet: boolean;
};

/** Every required regulation of the venue accepted, and nothing unknown named. */
async function checkRegulations(db: Db, venueId: number, accepted: number[]): Promise<void> {
  const catalog = await venueCatalog(db, venueId);
  if (!catalog) throw notFound(`Venue ${venueId} not found`);
  const known = new Set(catalog.regulations.map((item) => item.id));
  const unknown = accepted.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw validationFailed({ [`regulation_acceptance_id.${unknown}`]: { key: 'validation.invalid' } });
  const given = new Set(accepted);
  if (catalog.regulations.some((item) => item.required && !given.has(item.id))) {
    throw ruleViolated('REGULATIONS_NOT_ACCEPTED', 'Every required regulation and consent of the venue must be accepted');
  }
}

/**
 * Buys a carnet. The carnet is created `awaiting_payment` with the type's terms copied, and paid
 * like a reservation: from the wallet in full when `use_wallet` and the balance covers the price
 * (then it is active at once), else through the gateway — with the wallet's balance held as its
 * part when `use_wallet` — and the carnet becomes active only when the gateway's success arrives
 * (`settleCarnetPurchase`); a decline, a void or the payment window closing (`WALLET_HOLD_MINUTES`)
 * leaves it `payment_failed`.
 */
export async function purchaseCarnet(
  db: Db,
  gateway: PaymentGateway,
  appUrl: string,
  userId: number,
  request: ParsedPurchase,
  language: MessageLanguage,
  now: Date,
): Promise<CarnetPurchaseResponse> {
  await checkRegulations(db, request.venue_id, request.regulation_acceptance_id);
  const [type] = await db
    .select()
    .from(venueCarnetTypes)
    .where(and(eq(venueCarnetTypes.id, request.venue_carnet_type_id), eq(venueCarnetTypes.venueId, request.venue_id)));
  if (!type?.onSale) throw ruleViolated('CARNET_NOT_ON_SALE', 'This carnet type is not on sale at the venue');

  const started = await db.transaction(async (tx) => {
    if (request.use_wallet) await lockWallet(tx, userId);
    const price = type.priceGrosze;
    const available = request.use_wallet ? Math.max(0, await availableBalance(tx, userId)) : 0;
    const walletPart = Math.min(available, price);
    const walletOnly = walletPart === price;
    const methodId = request.online_payment_method_id;
    if (!walletOnly && methodId === undefined) throw new InsufficientFundsError(available, price, 'use_wallet');
    const base = { userId, payerUserId: userId, venueId: request.venue_id, gateway: gateway.name, createdAt: now, updatedAt: now };
    const payment = await insertPaymentRow(tx, base, {
      price,
      methodId: walletOnly ? undefined : methodId,
      gatewayPart: price - walletPart,
    });
    const [carnet] = await tx
      .insert(userVenueCarnets)
      .values({
        userId,
        carnetTypeId: type.id,
        venueId: type.venueId,
        name: type.name,
        kind: type.kind,
        value: type.value,
        remaining: type.value,
        priceGrosze: price,
        durationDays: type.durationDays,
        availableHours: type.availableHours,
        sportTypeIds: type.sportTypeIds,
        sportObjectIds: type.sportObjectIds,
        state: 'awaiting_payment',
        paymentId: payment.id,
        language,
        createdAt: now,
      })
      .returning({ id: userVenueCarnets.id });
    if (!carnet) throw new Error('Carnet insert returned nothing');
    if (walletOnly) {
      await spendAvailable(
        tx,
        {
          userId,
          type: 'settlement',
          availableDelta: -price,
          description: `Zakup karnetu z portfela: ${type.name}`,
          paymentId: payment.id,
          venueId: type.venueId,
          idempotencyKey: ledgerEventKey.carnetPurchase(payment.id),
          now,
        },
        'use_wallet',
      );
      await activateCarnet(tx, carnet.id, now);
      return { payment, carnetId: carnet.id, methodId: null };
    }
    if (walletPart > 0) await holdForPayment(tx, payment, walletPart, now);
    // Durable with the payment: a gateway that never answers leaves the carnet unpaid, not pending forever.
    await enqueueJob(tx, {
      kind: EXPIRE_UNPAID_JOB,
      key: walletHoldJobKey(payment.id),
      runAt: new Date(now.getTime() + WALLET_HOLD_MINUTES * 60_000),
      payload: { walletHoldPaymentId: payment.id },
      now,
    });
    return { payment, carnetId: carnet.id, methodId: methodId ?? null };
  });

  let { payment } = started;
  if (started.methodId !== null) {
    try {
      const { redirectUrl } = await gateway.start({
        orderId: payment.uuid,
        amountGrosze: payment.amountGrosze,
        methodId: started.methodId,
        ...(request.blik_code ? { blikCode: request.blik_code } : {}),
        description: `Karnet ${type.name}`,
        returnUrl: `${appUrl}/payment-status/${payment.id}`,
      });
      const [updated] = await db
        .update(payments)
        .set({ redirectUrl, gatewayToken: payment.uuid, updatedAt: now })
        .where(eq(payments.id, payment.id))
        .returning();
      payment = updated ?? payment;
    } catch (error) {
      // Voiding fails the carnet and gives the wallet's hold back; a late success is refunded.
      await db.transaction(async (tx) => voidLivePayments(tx, [payment.id], now));
      throw new ApiError(
        502,
        'PAYMENT_GATEWAY_FAILED',
        'The payment gateway did not accept the payment',
        {},
        { cause: error instanceof GatewayError ? error : undefined },
      );
    }
  }
  const [fresh] = await db.select().from(payments).where(eq(payments.id, payment.id));
  const carnet = await ownCarnetView(db, userId, started.carnetId, now);
  if (!carnet) throw new Error('The carnet just bought is missing');
  return { carnet, payment: await paymentView(db, fresh ?? payment) };
}
