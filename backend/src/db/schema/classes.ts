import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import { id, timestampTz } from './columns.js';
import { trainerVenueProfiles } from './trainers.js';
import { sportObjects, sportTypes, venues } from './venues.js';

export const GROUP_CLASS_LEVELS = ['beginner', 'intermediate', 'advanced', 'all'] as const;

/**
 * A venue's group class: what it is, who teaches it, where (a court or a room, both sport
 * objects), how long and for how many. Its dates are stored occurrences (`group_class_occurrences`),
 * generated ahead from `group_class_schedule` or, for a class on single dates, written directly.
 */
export const groupClasses = pgTable(
  'group_classes',
  {
    id: id(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    sportTypeId: integer('sport_type_id')
      .notNull()
      .references(() => sportTypes.id),
    level: text('level', { enum: GROUP_CLASS_LEVELS }).notNull().default('all'),
    trainerVenueProfileId: integer('trainer_venue_profile_id').references(() => trainerVenueProfiles.id, { onDelete: 'set null' }),
    sportObjectId: integer('sport_object_id')
      .notNull()
      .references(() => sportObjects.id),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Null: unlimited. */
    maxParticipants: integer('max_participants'),
    /** Only carnet holders may sign up (always so at a pass-only venue, whatever this says). */
    carnetRequired: boolean('carnet_required').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    unique('group_classes_venue_name_key').on(table.venueId, table.name),
    check('group_classes_duration', sql`${table.durationMinutes} between 15 and 600`),
    check('group_classes_max_participants', sql`${table.maxParticipants} is null or ${table.maxParticipants} > 0`),
  ],
);

/** A weekly start of a class: ISO weekday and minute of the venue's wall clock. */
export const groupClassSchedule = pgTable(
  'group_class_schedule',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => groupClasses.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.classId, table.weekday, table.startMinute] }),
    check('group_class_schedule_range', sql`${table.weekday} between 1 and 7 and ${table.startMinute} between 0 and 1439`),
  ],
);

/** A way to pay for a class (normal, student, with a partner card …), per occurrence, grosze. */
export const groupClassPriceLists = pgTable(
  'group_class_price_lists',
  {
    id: id(),
    classId: integer('class_id')
      .notNull()
      .references(() => groupClasses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceGrosze: integer('price_grosze').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    unique('group_class_price_lists_class_name_key').on(table.classId, table.name),
    check('group_class_price_lists_price', sql`${table.priceGrosze} >= 0`),
  ],
);

/**
 * One dated occurrence of a class. It holds its court: court bookings and the availability read
 * it like a booking (`scheduled` only), and no two scheduled occurrences of one court overlap
 * (exclusion constraint, migration 0016). Trainer and capacity are copied from the class when it
 * is generated, so a later change of the class does not move places already sold.
 */
export const groupClassOccurrences = pgTable(
  'group_class_occurrences',
  {
    id: id(),
    classId: integer('class_id')
      .notNull()
      .references(() => groupClasses.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    sportObjectId: integer('sport_object_id')
      .notNull()
      .references(() => sportObjects.id),
    trainerVenueProfileId: integer('trainer_venue_profile_id').references(() => trainerVenueProfiles.id, { onDelete: 'set null' }),
    startTime: timestampTz('start_time').notNull(),
    endTime: timestampTz('end_time').notNull(),
    maxParticipants: integer('max_participants'),
    state: text('state', { enum: ['scheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [
    // The generator's idempotency key: one occurrence per class and start.
    unique('group_class_occurrences_class_start_key').on(table.classId, table.startTime),
    index('group_class_occurrences_venue_start_idx').on(table.venueId, table.startTime),
    index('group_class_occurrences_trainer_start_idx').on(table.trainerVenueProfileId, table.startTime),
    check('group_class_occurrences_times', sql`${table.startTime} < ${table.endTime}`),
    check('group_class_occurrences_max_participants', sql`${table.maxParticipants} is null or ${table.maxParticipants} > 0`),
  ],
);

export type GroupClass = typeof groupClasses.$inferSelect;
export type GroupClassOccurrenceRow = typeof groupClassOccurrences.$inferSelect;
