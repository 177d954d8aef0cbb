import { and, count, eq, sql } from 'drizzle-orm';
import {
  TERM_NOTIFICATION_MAX_PENDING,
  TERM_NOTIFICATION_MAX_WINDOW_HOURS,
  type TermNotification,
  type TermNotificationRequestOutput,
} from '@venue/api';
import type { Db, DbOrTx } from '../../db/database.js';
import { termNotifications, userVenueProfiles } from '../../db/schema/index.js';
import { ApiError, notFound, ruleViolated } from '../../lib/api-error.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { lastBookableDate } from '../venues/availability.js';
import { venueCatalog } from '../venues/venue-catalog.js';
import { localPosition } from '../venues/venue-time.js';
import { ownWishes } from './wish-views.js';

const MINUTE_MS = 60_000;

/**
 * Records a wish after the checks of spec §5 and issue 29, cheapest and most telling first: an
 * account at the venue (else "make a reservation first"), the venue's courts, then time (future,
 * within the advance-booking limit, a window no longer than a day), then the per-player cap.
 */
export async function createWish(
  db: Db,
  userId: number,
  body: TermNotificationRequestOutput,
  language: MessageLanguage,
  now: Date,
): Promise<TermNotification> {
  const start = new Date(body.start_time);
  const end = new Date(body.end_time);
  const profileOf = (tx: DbOrTx) =>
    tx
      .select({ id: userVenueProfiles.id })
      .from(userVenueProfiles)
      .where(
        and(
          eq(userVenueProfiles.id, body.user_venue_profile_id),
          eq(userVenueProfiles.userId, userId),
          eq(userVenueProfiles.venueId, body.venue_id),
          eq(userVenueProfiles.isActive, true),
        ),
      );
  const [account] = await profileOf(db);
  if (!account) throw new ApiError(403, 'NO_VENUE_PROFILE', 'The user has no account at this venue; a first reservation there creates it');
  // Read before the transaction: the catalog comes from its own (cached) query, which on PGlite
  // would wait for a transaction held open around it.
  const catalog = await venueCatalog(db, body.venue_id);
  if (!catalog) throw notFound(`Venue ${body.venue_id} not found`);
  if (!catalog.sportTypes.some((type) => type.id === body.tag_id)) throw notFound(`Sport ${body.tag_id} is not played at this venue`);
  const kind = catalog.objects.filter(
    (object) => object.sportTypeId === body.tag_id && (body.court_type === null || object.courtType === body.court_type),
  );
  if (body.venue_sport_object_id !== null) {
    const court = catalog.objects.find((object) => object.id === body.venue_sport_object_id);
    if (!court) throw notFound(`Court ${body.venue_sport_object_id} not found at this venue`);
    if (!kind.includes(court)) throw ruleViolated('NOTIFICATION_WINDOW_INVALID', 'The court is not of the sport (or court type) named');
  } else if (kind.length === 0) {
    throw ruleViolated('NOTIFICATION_WINDOW_INVALID', 'No court of the venue is of that sport and court type');
  }
  if (end.getTime() - start.getTime() > TERM_NOTIFICATION_MAX_WINDOW_HOURS * 3_600_000)
    throw ruleViolated('NOTIFICATION_WINDOW_INVALID', `The window is longer than ${TERM_NOTIFICATION_MAX_WINDOW_HOURS} hours`);
  // Too little of the window left to play the duration asked for: it is in the past.
  if (end.getTime() - Math.max(start.getTime(), now.getTime()) < body.duration_minutes * MINUTE_MS)
    throw ruleViolated('SLOT_IN_PAST', 'Too little of the window is left for the duration asked for');
  if (localPosition(start, catalog.venue.timezone).date > lastBookableDate(catalog, now))
    throw ruleViolated('ADVANCE_LIMIT_EXCEEDED', 'The window starts beyond the venue’s maximum advance-booking period');
  const id = await db.transaction(async (tx) => {
    // The profile row lock serialises one player's wishes, so two at once cannot both pass the cap.
    const [profile] = await profileOf(tx).for('update');
    if (!profile) throw new ApiError(403, 'NO_VENUE_PROFILE', 'The account at this venue was closed meanwhile');
    const [open] = await tx
      .select({ n: count() })
      .from(termNotifications)
      .where(
        and(eq(termNotifications.userId, userId), eq(termNotifications.status, 'pending'), sql`${termNotifications.endTime} > ${now}`),
      );
    if ((open?.n ?? 0) >= TERM_NOTIFICATION_MAX_PENDING)
      throw new ApiError(422, 'NOTIFICATION_LIMIT_REACHED', `At most ${TERM_NOTIFICATION_MAX_PENDING} pending notifications`, {
        max: TERM_NOTIFICATION_MAX_PENDING,
      });
    const [row] = await tx
      .insert(termNotifications)
      .values({
        userId,
        userVenueProfileId: profile.id,
        venueId: body.venue_id,
        sportObjectId: body.venue_sport_object_id,
        sportTypeId: body.tag_id,
        courtType: body.court_type,
        startTime: start,
        endTime: end,
        durationMinutes: body.duration_minutes,
        language,
        createdAt: now,
      })
      .returning({ id: termNotifications.id });
    if (!row) throw new Error('The wish was not recorded');
    return row.id;
  });
  const [created] = await ownWishes(db, userId, now, id);
  if (!created) throw new Error('The wish just recorded is missing');
  return created;
}

/** Deletes the caller's own wish; another player's (or one of another venue) is 404, as if absent. */
export async function deleteWish(db: Db, userId: number, wishId: number, venueId: number): Promise<void> {
  const deleted = await db
    .delete(termNotifications)
    .where(and(eq(termNotifications.id, wishId), eq(termNotifications.userId, userId), eq(termNotifications.venueId, venueId)))
    .returning({ id: termNotifications.id });
  if (deleted.length === 0) throw notFound(`Notification ${wishId} not found`);
}
