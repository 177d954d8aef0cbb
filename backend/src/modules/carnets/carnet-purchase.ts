import { and, eq } from 'drizzle-orm';
import type { CarnetPurchaseRequest, CarnetPurchaseResponse } from '@venue/api';
import type { Db } from '../../db/database.js';
import { payments, userVenueCarnets, venueCarnetTypes } from '../../db/schema/index.js';
import { notFound, ruleViolated, validationFailed } from '../../lib/api-error.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import type { PaymentGateway } from '../payments/gateway.js';
import { holdUntilGatewayAnswers, startAtGateway } from '../payments/gateway-payment.js';
import { assertVenueTakesMethod } from '../payments/venue-methods.js';
import { insertPaymentRow } from '../payments/payment-row.js';
import { paymentView } from '../payments/payment-view.js';
import { isRefusal, planTender, tenderRefusalError } from '../payments/tender.js';
import { venueCatalog } from '../venues/venue-catalog.js';
import { ledgerEventKey } from '../wallet/ledger-events.js';
import { availableBalance, lockWallet, spendAvailable } from '../wallet/wallet-lock.js';
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
  if (!type?.onSale) throw ruleViolated('CARNET_NOT_ON_SALE', 'This pass is not on sale at the venue');
  if (request.online_payment_method_id !== undefined) {
    await assertVenueTakesMethod(db, request.venue_id, request.online_payment_method_id, 'online_payment_method_id');
  }

  const started = await db.transaction(async (tx) => {
    if (request.use_wallet) await lockWallet(tx, userId);
    const price = type.priceGrosze;
    const available = request.use_wallet ? Math.max(0, await availableBalance(tx, userId)) : 0;
    const tender = planTender({ price, available, carnet: null, methodId: request.online_payment_method_id });
    if (isRefusal(tender)) throw tenderRefusalError(tender, 'use_wallet');
    const base = { userId, payerUserId: userId, venueId: request.venue_id, gateway: gateway.name, createdAt: now, updatedAt: now };
    const payment = await insertPaymentRow(tx, base, {
      price,
      methodId: tender.kind === 'wallet' ? undefined : tender.methodId,
      gatewayPart: tender.gatewayPart,
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
    if (tender.kind === 'wallet') {
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
    // A gateway that never answers leaves the carnet unpaid, not pending forever.
    await holdUntilGatewayAnswers(tx, payment, tender.walletPart, now);
    return { payment, carnetId: carnet.id, methodId: tender.methodId };
  });

  let { payment } = started;
  if (started.methodId !== null) {
    const order = {
      methodId: started.methodId,
      blikCode: request.blik_code,
      description: `Karnet ${type.name}`,
      returnUrl: `${appUrl}/payment-status/${payment.id}`,
    };
    // No reservations to lock: voiding a refused purchase fails the carnet and gives the wallet's hold back.
    payment = await startAtGateway(db, gateway, payment, order, [], now);
  }
  const [fresh] = await db.select().from(payments).where(eq(payments.id, payment.id));
  const carnet = await ownCarnetView(db, userId, started.carnetId, now);
  if (!carnet) throw new Error('The carnet just bought is missing');
  return { carnet, payment: await paymentView(db, fresh ?? payment) };
}
