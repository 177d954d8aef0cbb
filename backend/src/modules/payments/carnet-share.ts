import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/database.js';
import { type reservations, sportObjects, venues } from '../../db/schema/index.js';
import { notFound, validationFailed } from '../../lib/api-error.js';
import { lockCarnet } from '../carnets/carnet-ledger.js';
import { carnetNotFound, carnetRefusal, judgeCarnet } from '../carnets/carnet-rules.js';
import type { CarnetShare } from './tender.js';

/**
 * The carnet's share of a split payment for one reservation, judged on the locked carnet (after
 * the wallet lock and the reservation rows, the order README "Carnets" gives). Only a value carnet
 * short of the price splits: a refusal for any other reason is its CARNET_* error, and one that
 * covers the price with the wallet is booked with `payment: 'carnet'` instead.
 */
export async function carnetShareFor(
  tx: Tx,
  carnetId: number,
  ownerId: number,
  reservation: typeof reservations.$inferSelect | undefined,
  walletAvailable: number,
  now: Date,
): Promise<CarnetShare> {
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
