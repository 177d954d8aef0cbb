import { aliasedTable, and, desc, eq, type SQL } from 'drizzle-orm';
import { termNotificationBookingPath, type TermNotification, type TermNotificationOutcome } from '@venue/api';
import type { DbOrTx } from '../../db/database.js';
import { sportObjects, sportTypes, termNotifications, venues } from '../../db/schema/index.js';
import { localPosition, minutesLabel } from '../venues/venue-time.js';

const heldCourt = aliasedTable(sportObjects, 'held_court');

type WishRow = {
  wish: typeof termNotifications.$inferSelect;
  venueName: string;
  timezone: string;
  sportName: string;
  courtName: string | null;
  held: { name: string; courtType: string } | null;
};

/** What became of a wish at `now` (see `TermNotificationOutcomeSchema`). */
export function outcomeOf(wish: typeof termNotifications.$inferSelect, now: Date): TermNotificationOutcome {
  if (wish.reservationId !== null) return 'booked';
  if (wish.status === 'sent') return wish.holdActive && wish.heldUntil && wish.heldUntil > now ? 'held' : 'lapsed';
  // Pending, and too little of the window is left to play the duration asked for.
  const latestStart = wish.endTime.getTime() - wish.durationMinutes * 60_000;
  return latestStart <= now.getTime() ? 'expired' : 'waiting';
}

function view(row: WishRow, now: Date): TermNotification {
  const { wish } = row;
  const start = localPosition(wish.startTime, row.timezone);
  const end = localPosition(wish.endTime, row.timezone);
  const hold =
    wish.holdSportObjectId !== null && wish.holdStart && wish.holdEnd && wish.heldUntil && row.held
      ? {
          venue_sport_object_id: wish.holdSportObjectId,
          sport_object_name: row.held.name,
          start_time: wish.holdStart.toISOString(),
          end_time: wish.holdEnd.toISOString(),
          held_until: wish.heldUntil.toISOString(),
          booking_path: termNotificationBookingPath({
            venueId: wish.venueId,
            sportTypeId: wish.sportTypeId,
            courtType: row.held.courtType,
            date: localPosition(wish.holdStart, row.timezone).date,
            venueSportObjectId: wish.holdSportObjectId,
            startTime: wish.holdStart.toISOString(),
            durationMinutes: (wish.holdEnd.getTime() - wish.holdStart.getTime()) / 60_000,
            holdId: wish.id,
          }),
        }
      : null;
  return {
    id: wish.id,
    venue_id: wish.venueId,
    venue_name: row.venueName,
    venue_timezone: row.timezone,
    venue_sport_object_id: wish.sportObjectId,
    sport_object_name: row.courtName,
    tag_id: wish.sportTypeId,
    sport_type_name: row.sportName,
    court_type: wish.courtType,
    start_time: wish.startTime.toISOString(),
    end_time: wish.endTime.toISOString(),
    duration_minutes: wish.durationMinutes,
    date: start.date,
    local_start: minutesLabel(start.minute),
    // A window ending at midnight reads 24:00 rather than 00:00 of the next day.
    local_end: end.date > start.date && end.minute === 0 ? '24:00' : minutesLabel(end.minute),
    status: wish.status,
    outcome: outcomeOf(wish, now),
    hold,
    reservation_id: wish.reservationId,
    created_at: wish.createdAt.toISOString(),
    sent_at: wish.sentAt?.toISOString() ?? null,
  };
}

/** The player's wishes, newest first (or the one named by `wishId`); nobody else's. */
export async function ownWishes(db: DbOrTx, userId: number, now: Date, wishId?: number): Promise<TermNotification[]> {
  const where: SQL[] = [eq(termNotifications.userId, userId)];
  if (wishId !== undefined) where.push(eq(termNotifications.id, wishId));
  const rows = await db
    .select({
      wish: termNotifications,
      venueName: venues.name,
      timezone: venues.timezone,
      sportName: sportTypes.name,
      courtName: sportObjects.name,
      heldName: heldCourt.name,
      heldType: heldCourt.courtType,
    })
    .from(termNotifications)
    .innerJoin(venues, eq(venues.id, termNotifications.venueId))
    .innerJoin(sportTypes, eq(sportTypes.id, termNotifications.sportTypeId))
    .leftJoin(sportObjects, eq(sportObjects.id, termNotifications.sportObjectId))
    .leftJoin(heldCourt, eq(heldCourt.id, termNotifications.holdSportObjectId))
    .where(and(...where))
    .orderBy(desc(termNotifications.createdAt), desc(termNotifications.id));
  return rows.map((row) =>
    view(
      {
        wish: row.wish,
        venueName: row.venueName,
        timezone: row.timezone,
        sportName: row.sportName,
        courtName: row.courtName,
        held: row.heldName !== null && row.heldType !== null ? { name: row.heldName, courtType: row.heldType } : null,
      },
      now,
    ),
  );
}
