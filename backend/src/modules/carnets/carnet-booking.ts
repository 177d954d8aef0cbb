import { and, eq } from 'drizzle-orm';
import type { CreateReservationResponse } from '@venue/api';
import type { Db, Tx } from '../../db/database.js';
import { userVenueCarnets } from '../../db/schema/index.js';
import type { ParsedRequest } from '../reservations/booking-rules.js';
import { createReservation, type InTransactionPayment } from '../reservations/reservation-service.js';
import { ledgerEventKey } from '../wallet/ledger-events.js';
import { availableBalance, lockWallet, spendAvailable } from '../wallet/wallet-lock.js';
import { carnetUsageKey, lockCarnet, postCarnetUsage } from './carnet-ledger.js';
import { scheduleLastEntryReminder } from './carnet-reminders.js';
import { carnetNotFound, carnetRefusal, judgeCarnet } from './carnet-rules.js';

/**
 * The carnet's side of a booking, inside its transaction: the carnet row is locked (after the
 * wallet's for a value carnet, since the wallet pays first) and held until commit, so concurrent
 * bookings spend it one after another and each sees what the previous left; the refusal is the
 * reason's CARNET_* error. Only the owner's carnet is found: another user's is CARNET_NOT_FOUND.
 */
function payWithCarnet(userId: number, carnetId: number, now: Date): InTransactionPayment {
  return async (tx: Tx, booking) => {
    const [kind] = await tx
      .select({ kind: userVenueCarnets.kind })
      .from(userVenueCarnets)
      .where(and(eq(userVenueCarnets.id, carnetId), eq(userVenueCarnets.userId, userId)));
    if (!kind) throw carnetNotFound();
    if (kind.kind === 'amount') await lockWallet(tx, userId);
    const carnet = await lockCarnet(tx, carnetId, userId);
    if (!carnet) throw carnetNotFound();
    const walletAvailable = carnet.kind === 'amount' ? await availableBalance(tx, userId) : 0;
    const judgement = judgeCarnet(
      carnet,
      {
        venueId: booking.catalog.venue.id,
        sportTypeId: booking.object.sportTypeId,
        sportObjectId: booking.object.id,
        start: booking.start,
        end: booking.end,
        price: booking.price,
        zone: booking.catalog.venue.timezone,
      },
      walletAvailable,
      now,
    );
    if (!judgement.usable) throw carnetRefusal(judgement);
    return async (reservationId: number) => {
      if (judgement.walletPart > 0) {
        await spendAvailable(tx, {
          userId,
          type: 'settlement',
          availableDelta: -judgement.walletPart,
          description: `Opłacenie rezerwacji z portfela przed karnetem: ${carnet.name}`,
          reservationId,
          venueId: carnet.venueId,
          idempotencyKey: ledgerEventKey.carnetBookingWallet(reservationId),
          now,
        });
      }
      await postCarnetUsage(tx, {
        carnetId: carnet.id,
        reservationId,
        kind: 'use',
        amount: judgement.carnetPart,
        key: carnetUsageKey.reservationUse(reservationId),
        now,
      });
      await scheduleLastEntryReminder(tx, carnet, carnet.remaining - judgement.carnetPart, now);
    };
  };
}

/** `POST /reservation` with `payment: 'carnet'`: one reservation, paid at once by the carnet (and the wallet first for a value carnet). */
export async function bookWithCarnet(db: Db, userId: number, request: ParsedRequest, now: Date): Promise<CreateReservationResponse> {
  const carnetId = request.user_venue_carnet_id;
  if (carnetId === undefined) throw carnetNotFound();
  return createReservation(db, userId, request, now, payWithCarnet(userId, carnetId, now));
}
