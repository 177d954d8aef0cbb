import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { CarnetType, CarnetUsage, UserCarnet } from '@venue/api';
import type { DbOrTx } from '../../db/database.js';
import { carnetUsages, reservations, sportObjects, userVenueCarnets, venueCarnetTypes, venues } from '../../db/schema/index.js';
import { carnetStateOf, unavailableReasonNow, type CarnetRow } from './carnet-rules.js';

export function carnetTypeView(row: typeof venueCarnetTypes.$inferSelect): CarnetType {
  return {
    id: row.id,
    venue_id: row.venueId,
    name: row.name,
    description: row.description,
    kind: row.kind,
    value: row.value,
    price: row.priceGrosze,
    duration_days: row.durationDays,
    available_hours: row.availableHours,
    sport_type_ids: row.sportTypeIds,
    venue_sport_object_ids: row.sportObjectIds,
    on_sale: row.onSale,
  };
}

/** Types a venue sells now, in the order it listed them. */
export async function carnetTypesOnSale(db: DbOrTx, venueId: number): Promise<CarnetType[]> {
  const rows = await db
    .select()
    .from(venueCarnetTypes)
    .where(and(eq(venueCarnetTypes.venueId, venueId), eq(venueCarnetTypes.onSale, true)))
    .orderBy(asc(venueCarnetTypes.id));
  return rows.map(carnetTypeView);
}

type Place = { venueName: string; venueTimezone: string };

/** Uses and give-backs per carnet, newest first. */
async function usageOf(db: DbOrTx, carnetIds: number[]): Promise<Map<number, CarnetUsage[]>> {
  const byCarnet = new Map<number, CarnetUsage[]>();
  if (carnetIds.length === 0) return byCarnet;
  const rows = await db
    .select({ usage: carnetUsages, reservation: reservations, objectName: sportObjects.name })
    .from(carnetUsages)
    .innerJoin(reservations, eq(reservations.id, carnetUsages.reservationId))
    .innerJoin(sportObjects, eq(sportObjects.id, reservations.sportObjectId))
    .where(inArray(carnetUsages.userCarnetId, carnetIds))
    .orderBy(desc(carnetUsages.createdAt), desc(carnetUsages.id));
  for (const { usage, reservation, objectName } of rows) {
    const list = byCarnet.get(usage.userCarnetId) ?? [];
    list.push({
      kind: usage.kind,
      amount: usage.amount,
      at: usage.createdAt.toISOString(),
      reservation_id: reservation.id,
      reservation_uuid: reservation.uuid,
      sport_object_name: objectName,
      start_time: reservation.startTime.toISOString(),
      end_time: reservation.endTime.toISOString(),
    });
    byCarnet.set(usage.userCarnetId, list);
  }
  return byCarnet;
}

function userCarnetView(row: CarnetRow, place: Place, usage: CarnetUsage[], now: Date): UserCarnet {
  const reason = unavailableReasonNow(row, now);
  return {
    id: row.id,
    venue_carnet_type_id: row.carnetTypeId,
    venue_id: row.venueId,
    venue_name: place.venueName,
    venue_timezone: place.venueTimezone,
    name: row.name,
    kind: row.kind,
    value: row.value,
    remaining: row.remaining,
    price: row.priceGrosze,
    duration_days: row.durationDays,
    available_hours: row.availableHours,
    sport_type_ids: row.sportTypeIds,
    venue_sport_object_ids: row.sportObjectIds,
    created_at: row.createdAt.toISOString(),
    valid_from: row.validFrom?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    state: carnetStateOf(row, now),
    available: reason === null,
    unavailable_reason: reason,
    payment_id: row.paymentId,
    usage,
  };
}

/** The user's carnets (at one venue, or all), newest first, each with its history. */
export async function userCarnetViews(db: DbOrTx, userId: number, now: Date, filter: { venueId?: number; ids?: number[] } = {}) {
  const rows = await db
    .select({ carnet: userVenueCarnets, venueName: venues.name, venueTimezone: venues.timezone })
    .from(userVenueCarnets)
    .innerJoin(venues, eq(venues.id, userVenueCarnets.venueId))
    .where(
      and(
        eq(userVenueCarnets.userId, userId),
        filter.venueId === undefined ? undefined : eq(userVenueCarnets.venueId, filter.venueId),
        filter.ids === undefined ? undefined : inArray(userVenueCarnets.id, filter.ids),
      ),
    )
    .orderBy(desc(userVenueCarnets.createdAt), desc(userVenueCarnets.id));
  const usage = await usageOf(
    db,
    rows.map((row) => row.carnet.id),
  );
  return rows.map((row) => ({ row: row.carnet, view: userCarnetView(row.carnet, row, usage.get(row.carnet.id) ?? [], now) }));
}

/** One of the user's carnets; null for none (or someone else's). */
export async function ownCarnetView(db: DbOrTx, userId: number, carnetId: number, now: Date): Promise<UserCarnet | null> {
  const [found] = await userCarnetViews(db, userId, now, { ids: [carnetId] });
  return found?.view ?? null;
}
