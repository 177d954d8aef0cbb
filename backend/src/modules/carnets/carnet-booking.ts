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
import { carnetNotFound, carnetRefusal, judgeCarnet, type CarnetRow, type CarnetSlot } from './carnet-rules.js';

/** A carnet locked for spending in a booking's transaction, with the wallet balance that pays first. */
export type LockedCarnet = { tx: Tx; userId: number; carnet: CarnetRow; walletAvailable: number };

/**
 * Locks what paying with the carnet needs, inside the booking's transaction and **before** the
 * player, court and class occurrence locks (README "Carnets": wallet → carnet row → player →
 * court/occurrence): the wallet first for a value carnet (the wallet pays first), then the carnet
 * row, both held until commit, so concurrent bookings spend it one after another and each sees what
 * the previous left. Only the owner's carnet is found: another user's is CARNET_NOT_FOUND (404).
 */
export async function lockCarnetToSpend(tx: Tx, userId: number, carnetId: number): Promise<LockedCarnet> {
  const [kind] = await tx
    .select({ kind: userVenueCarnets.kind })
    .from(userVenueCarnets)
    .where(and(eq(userVenueCarnets.id, carnetId), eq(userVenueCarnets.userId, userId)));
  if (!kind) throw carnetNotFound();
  if (kind.kind === 'amount') await lockWallet(tx, userId);
  const carnet = await lockCarnet(tx, carnetId, userId);
  if (!carnet) throw carnetNotFound();
  const walletAvailable = carnet.kind === 'amount' ? await availableBalance(tx, userId) : 0;
  return { tx, userId, carnet, walletAvailable };
}

/** Posts one slot's spend for its new reservation: the wallet's part first, then the carnet's use. */
export type CarnetSpend = (reservationId: number) => Promise<void>;

/**
 * Judges the locked carnet (`lockCarnetToSpend`) for every slot, in order, each seeing what the
 * previous ones left (entries, value, wallet balance): all or nothing, the first slot it cannot
 * pay refuses the whole booking with that reason's CARNET_* error and nothing is spent. Answers one
 * spend per slot, to run in the same transaction after the insert with that slot's reservation id.
 * An entry carnet pays one entry per slot; a value carnet the slot's price, the wallet first.
 */
export function planCarnetSpends(locked: LockedCarnet, slots: readonly CarnetSlot[], now: Date): CarnetSpend[] {
  const { tx, carnet, userId } = locked;
  let remaining = carnet.remaining;
  let walletLeft = locked.walletAvailable;
  const judged = slots.map((slot) => {
    const judgement = judgeCarnet({ ...carnet, remaining }, slot, walletLeft, now);
    if (!judgement.usable) throw carnetRefusal(judgement);
    remaining -= judgement.carnetPart;
    walletLeft -= judgement.walletPart;
    return { judgement, remainingAfter: remaining };
  });
  return judged.map(({ judgement, remainingAfter }) => async (reservationId: number) => {
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
    await scheduleLastEntryReminder(tx, carnet, remainingAfter, now);
  });
}

/** The carnet's side of a court booking: locked before the player and court locks, spent after the insert. */
function payWithCarnet(userId: number, carnetId: number, now: Date): InTransactionPayment {
  return async (tx: Tx, booking) => {
    const locked = await lockCarnetToSpend(tx, userId, carnetId);
    const [spend] = planCarnetSpends(
      locked,
      [
        {
          venueId: booking.catalog.venue.id,
          sportTypeId: booking.object.sportTypeId,
          sportObjectId: booking.object.id,
          start: booking.start,
          end: booking.end,
          price: booking.price,
          zone: booking.catalog.venue.timezone,
        },
      ],
      now,
    );
    return async (reservationId: number) => {
      await spend?.(reservationId);
    };
  };
}

/** `POST /reservation` with `payment: 'carnet'`: one reservation, paid at once by the carnet (and the wallet first for a value carnet). */
export async function bookWithCarnet(db: Db, userId: number, request: ParsedRequest, now: Date): Promise<CreateReservationResponse> {
  const carnetId = request.user_venue_carnet_id;
  if (carnetId === undefined) throw carnetNotFound();
  return createReservation(db, userId, request, now, payWithCarnet(userId, carnetId, now));
}
