import type { CarnetOption, CarnetOptionsQuery } from '@venue/api';
import type { Db } from '../../db/database.js';
import { ApiError, validationFailed } from '../../lib/api-error.js';
import { refusal } from '../reservations/booking-rules.js';
import { evaluateSlot } from '../venues/availability.js';
import { findObjectWithCatalog } from '../venues/availability-service.js';
import { availableBalance } from '../wallet/wallet-lock.js';
import { judgeCarnet } from './carnet-rules.js';
import { userCarnetViews } from './carnet-views.js';

/**
 * Each of the player's carnets at the venue judged for one slot, so the booking flow shows which
 * can pay and why the others cannot before anything is paid. A carnet whose purchase failed is
 * left out (it never becomes usable). The slot itself must be bookable: its refusal is the
 * booking's (422 OUTSIDE_OPENING_HOURS …), since no carnet could pay for it.
 */
export async function carnetOptions(
  db: Db,
  userId: number,
  venueId: number,
  query: CarnetOptionsQuery,
  now: Date,
): Promise<CarnetOption[]> {
  const { catalog, object } = await findObjectWithCatalog(db, query.venue_sport_object_id).catch((error: unknown) => {
    if (error instanceof ApiError && error.statusCode === 404)
      throw validationFailed({ venue_sport_object_id: { key: 'validation.invalid' } });
    throw error;
  });
  if (catalog.venue.id !== venueId) throw validationFailed({ venue_sport_object_id: { key: 'validation.invalid' } });
  const start = new Date(query.start_time);
  const end = new Date(query.end_time);
  const evaluation = evaluateSlot(catalog, object, start, end, now);
  if (!evaluation.ok) throw refusal(evaluation.reason);
  const price = evaluation.price;
  const wallet = await availableBalance(db, userId);
  const carnets = await userCarnetViews(db, userId, now, { venueId });
  return carnets
    .filter(({ row }) => row.state !== 'payment_failed')
    .map(({ row, view }) => {
      const judgement = judgeCarnet(
        row,
        { venueId, sportTypeId: object.sportTypeId, sportObjectId: object.id, start, end, price, zone: catalog.venue.timezone },
        wallet,
        now,
      );
      return {
        carnet: view,
        usable: judgement.usable,
        reason: judgement.reason,
        price,
        carnet_part: judgement.carnetPart,
        wallet_part: judgement.walletPart,
        shortfall: judgement.shortfall,
      };
    });
}
