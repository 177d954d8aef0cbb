import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { users } from './users.js';
import { venues } from './venues.js';

/**
 * A trainer at one venue. `pending` until the venue's owner accepts them; only `accepted` and
 * `visible` profiles are shown to visitors and offered for private lessons.
 */
export const trainerVenueProfiles = pgTable(
  'trainer_venue_profiles',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    status: text('status', { enum: ['pending', 'accepted'] })
      .notNull()
      .default('pending'),
    visibility: text('visibility', { enum: ['visible', 'hidden'] })
      .notNull()
      .default('hidden'),
    comment: text('comment'),
    /** The name visitors see (the user's own name stays private). */
    displayName: text('display_name').notNull().default(''),
    about: text('about'),
    photoUrl: text('photo_url'),
    /** Sports the trainer teaches here. */
    sportTypeIds: integer('sport_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The trainer's own share of a private lesson per hour, grosze (even: a half hour is whole grosze). */
    pricePerHourGrosze: integer('price_per_hour_grosze').notNull().default(0),
    /** Courts the trainer may teach on (a private lesson is a booking of one of them). */
    sportObjectIds: integer('sport_object_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (table) => [
    unique('trainer_venue_profiles_user_venue_key').on(table.userId, table.venueId),
    check('trainer_venue_profiles_status_check', sql`${table.status} in ('pending', 'accepted')`),
    check('trainer_venue_profiles_visibility_check', sql`${table.visibility} in ('visible', 'hidden')`),
    check('trainer_venue_profiles_price', sql`${table.pricePerHourGrosze} >= 0 and ${table.pricePerHourGrosze} % 2 = 0`),
    index('trainer_venue_profiles_venue_idx').on(table.venueId),
  ],
);

/**
 * The weekly template of a trainer's working hours: windows of the venue's wall clock (minutes
 * after local midnight, 1440 = midnight at the end) on an ISO weekday. Stored as wall time, so
 * 08:00 stays 08:00 on both sides of a daylight-saving change.
 */
export const trainerWorkingHours = pgTable(
  'trainer_working_hours',
  {
    id: id(),
    trainerVenueProfileId: integer('trainer_venue_profile_id')
      .notNull()
      .references(() => trainerVenueProfiles.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    fromMinute: integer('from_minute').notNull(),
    toMinute: integer('to_minute').notNull(),
  },
  (table) => [
    index('trainer_working_hours_trainer_idx').on(table.trainerVenueProfileId),
    check(
      'trainer_working_hours_range',
      sql`${table.weekday} between 1 and 7 and ${table.fromMinute} >= 0 and ${table.toMinute} <= 1440 and ${table.fromMinute} < ${table.toMinute}`,
    ),
  ],
);

/**
 * A date whose windows replace the weekly template (venue wall time). A row without minutes is a
 * day off; several rows of one date are its windows.
 */
export const trainerHourOverrides = pgTable(
  'trainer_hour_overrides',
  {
    id: id(),
    trainerVenueProfileId: integer('trainer_venue_profile_id')
      .notNull()
      .references(() => trainerVenueProfiles.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    fromMinute: integer('from_minute'),
    toMinute: integer('to_minute'),
  },
  (table) => [
    index('trainer_hour_overrides_trainer_date_idx').on(table.trainerVenueProfileId, table.date),
    check(
      'trainer_hour_overrides_range',
      sql`(${table.fromMinute} is null and ${table.toMinute} is null) or (${table.fromMinute} >= 0 and ${table.toMinute} <= 1440 and ${table.fromMinute} < ${table.toMinute})`,
    ),
  ],
);

export type TrainerVenueProfile = typeof trainerVenueProfiles.$inferSelect;
