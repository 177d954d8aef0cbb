import { and, eq, gte, lt } from 'drizzle-orm';
import type { StatisticsKind } from '@venue/api';
import type { DbOrTx } from '../../db/database.js';
import { reservations, sportObjects, sportTypes, venues } from '../../db/schema/index.js';

/** One reservation as the statistics count it: read-only, joined with its venue and court. */
export type PlayRow = {
  id: number;
  kind: StatisticsKind;
  state: 'active' | 'cancelled' | 'cancelled_not_on_time';
  start: Date;
  end: Date;
  venueId: number;
  venueName: string;
  city: string;
  address: string;
  zone: string;
  sportTypeId: number;
  sportCode: string;
  sportName: string;
  courtTags: string[];
};

// A day either side of the window: membership is decided on each venue's wall clock, and no venue
// zone is further than that from the platform's.
const MARGIN_MS = 24 * 3_600_000;

/**
 * The player's reservations starting from `from` to `to` (give or take a day), any state and kind.
 * The range scan runs on `reservations_user_start_idx` (user, start), so its cost follows the
 * months asked for, not the years of history behind them.
 */
export async function playHistory(db: DbOrTx, userId: number, from: Date, to: Date): Promise<PlayRow[]> {
  const rows = await db
    .select({
      id: reservations.id,
      kind: reservations.kind,
      trainer: reservations.trainerVenueProfileId,
      state: reservations.state,
      start: reservations.startTime,
      end: reservations.endTime,
      venueId: venues.id,
      venueName: venues.name,
      city: venues.city,
      address: venues.address,
      zone: venues.timezone,
      sportTypeId: sportTypes.id,
      sportCode: sportTypes.code,
      sportName: sportTypes.name,
      courtTags: sportObjects.tags,
    })
    .from(reservations)
    .innerJoin(venues, eq(venues.id, reservations.venueId))
    .innerJoin(sportObjects, eq(sportObjects.id, reservations.sportObjectId))
    .innerJoin(sportTypes, eq(sportTypes.id, sportObjects.sportTypeId))
    .where(
      and(
        eq(reservations.userId, userId),
        gte(reservations.startTime, new Date(from.getTime() - MARGIN_MS)),
        lt(reservations.startTime, new Date(to.getTime() + MARGIN_MS)),
      ),
    );
  return rows.map(({ trainer, kind, ...row }) => ({ ...row, kind: kind === 'court' && trainer !== null ? 'lesson' : kind }));
}
