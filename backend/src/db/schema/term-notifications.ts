import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestampTz } from './columns.js';
import { reservations } from './reservations.js';
import { userVenueProfiles, users } from './users.js';
import { sportObjects, sportTypes, venues } from './venues.js';

/*
 * Court-availability wishes (issue 29), written only by the term-notifications module. A wish is
 * `pending` until court time fitting it frees; then the freed slot is held for its player
 * (`hold_*`, until `held_until`), the one message is queued in the same transaction and the
 * status turns `sent`. Matching reads only pending rows through a partial index, so its cost
 * follows the wishes still open, not all history (docs/decisions/022-term-notifications.md).
 */
export const termNotifications = pgTable(
  'term_notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userVenueProfileId: integer('user_venue_profile_id')
      .notNull()
      .references(() => userVenueProfiles.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** Null: any court of the sport (and of `court_type` when set). */
    sportObjectId: integer('sport_object_id').references(() => sportObjects.id, { onDelete: 'cascade' }),
    /** The spec's `tag_id`: the sport type the wish is for. */
    sportTypeId: integer('sport_type_id')
      .notNull()
      .references(() => sportTypes.id),
    courtType: text('court_type'),
    startTime: timestampTz('start_time').notNull(),
    endTime: timestampTz('end_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    /** What the message is written in: the language of the request that asked (`Accept-Language`). */
    language: text('language', { enum: ['pl', 'en', 'uk'] })
      .notNull()
      .default('pl'),
    createdAt: timestampTz('created_at').notNull(),
    sentAt: timestampTz('sent_at'),
    holdSportObjectId: integer('hold_sport_object_id').references(() => sportObjects.id, { onDelete: 'set null' }),
    holdStart: timestampTz('hold_start'),
    holdEnd: timestampTz('hold_end'),
    heldUntil: timestampTz('held_until'),
    /** True while the hold runs: from the match until it is booked or its end job passes it on. */
    holdActive: boolean('hold_active').notNull().default(false),
    /** The reservation the player made from the hold. */
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
  },
  (table) => [
    // Matching: the open wishes of a venue and sport whose window reaches the freed time.
    index('term_notifications_pending_match_idx')
      .on(table.venueId, table.sportTypeId, table.startTime)
      .where(sql`${table.status} = 'pending'`),
    // The per-player cap counts only open wishes.
    index('term_notifications_pending_user_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('term_notifications_user_idx').on(table.userId, table.createdAt),
    // Holds still running: what availability and booking consult; a few rows whatever the history.
    index('term_notifications_hold_idx')
      .on(table.venueId, table.holdSportObjectId)
      .where(sql`${table.holdActive}`),
    check('term_notifications_window', sql`${table.endTime} > ${table.startTime}`),
    check('term_notifications_duration', sql`${table.durationMinutes} between 30 and 1440`),
  ],
);
