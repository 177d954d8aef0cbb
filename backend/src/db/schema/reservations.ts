import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { groupClassOccurrences, groupClassPriceLists } from './classes.js';
import { courseEnrollments } from './courses.js';
import { id, timestampTz } from './columns.js';
import { trainerVenueProfiles } from './trainers.js';
import { users } from './users.js';
import { sportObjects, venues } from './venues.js';

/** The parent of a weekly series; its occurrences are ordinary reservations pointing at it. */
export const reservationSeries = pgTable('reservation_series', {
  id: id(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestampTz('created_at').notNull(),
});

export const RESERVATION_STATES = ['active', 'cancelled', 'cancelled_not_on_time'] as const;
/**
 * What the reservation's payment shows:
 * - `paid`: settled (online, or on site at the desk); stays so after a cancellation, whose refund is in the ledger;
 * - `pending_online`: an active online booking waiting to be paid within its window;
 * - `pending`: an online payment for it is under way at the gateway;
 * - `unpaid`: nothing paid and nothing under way: an on-site booking, an online one that expired
 *   unpaid, or a cancelled one whose late payment was refunded to the wallet (`refund_cancellation`).
 */
export const PAYMENT_DISPLAYS = ['paid', 'unpaid', 'pending', 'pending_online'] as const;

/**
 * `court`: a booking of a court (with a trainer: a private lesson); `class`: a place at a group
 * class occurrence, whose court the occurrence itself holds; `course`: one session of a course
 * enrolment (`course_enrollment_id`), shown in the parent's reservations; its money is the
 * enrolment's, never linked to a payment of its own.
 */
export const RESERVATION_KINDS = ['court', 'class', 'course'] as const;

/**
 * A court booking or a class sign-up (`kind`). No two `active` court rows of one sport object
 * overlap, nor two active lessons of one trainer: exclusion constraints (custom migrations
 * `0002_reservation_exclusion.sql`, `0016_classes_trainers.sql`) enforce it inside the database.
 * Sign-ups share their occurrence's court and times, so they are left out of the court's.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    uuid: uuid('uuid')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    sportObjectId: integer('sport_object_id')
      .notNull()
      .references(() => sportObjects.id),
    parentId: integer('parent_id').references(() => reservationSeries.id),
    startTime: timestampTz('start_time').notNull(),
    endTime: timestampTz('end_time').notNull(),
    state: text('state', { enum: RESERVATION_STATES }).notNull().default('active'),
    /** `carnet`: paid at once by the player's carnet (`carnet_usages` records what it took). */
    paymentMethod: text('payment_method', { enum: ['on_site', 'online', 'carnet'] }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_DISPLAYS }).notNull(),
    /** Price before partner cards, in grosze. */
    basePriceGrosze: integer('base_price_grosze').notNull(),
    discountGrosze: integer('discount_grosze').notNull().default(0),
    /** Partner card ids used (a card id may repeat: one per player). */
    discountCards: jsonb('discount_cards')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    invoice: boolean('invoice').notNull().default(false),
    acceptedRegulationIds: jsonb('accepted_regulation_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestampTz('created_at').notNull(),
    cancelledAt: timestampTz('cancelled_at'),
    /** `user`; `payment_timeout` when an unpaid online booking expired (a late payment may re-instate it); `venue` when the venue called it off (a trainer's lesson outside their new hours). */
    cancelReason: text('cancel_reason', { enum: ['user', 'payment_timeout', 'venue'] }),
    kind: text('kind', { enum: RESERVATION_KINDS }).notNull().default('court'),
    /** A class sign-up's occurrence (its court and times are copied onto the row). */
    groupClassOccurrenceId: integer('group_class_occurrence_id').references(() => groupClassOccurrences.id),
    /** The price list a class sign-up chose; null with a carnet. */
    priceListId: integer('price_list_id').references(() => groupClassPriceLists.id, { onDelete: 'set null' }),
    /** A private lesson's trainer: the court booked with them. */
    trainerVenueProfileId: integer('trainer_venue_profile_id').references(() => trainerVenueProfiles.id, { onDelete: 'set null' }),
    /** Of the base price, the trainer's share (a private lesson costs court + trainer). */
    trainerPriceGrosze: integer('trainer_price_grosze').notNull().default(0),
    /** A course session's enrolment. */
    courseEnrollmentId: integer('course_enrollment_id').references(() => courseEnrollments.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('reservations_user_start_idx').on(table.userId, table.startTime),
    index('reservations_parent_idx').on(table.parentId),
    check('reservations_times', sql`${table.startTime} < ${table.endTime}`),
    check('reservations_price', sql`${table.basePriceGrosze} >= 0 and ${table.discountGrosze} >= 0`),
    check(
      'reservations_kind',
      sql`(${table.kind} = 'class') = (${table.groupClassOccurrenceId} is not null) and (${table.kind} = 'course') = (${table.courseEnrollmentId} is not null) and (${table.kind} = 'court' or ${table.trainerVenueProfileId} is null)`,
    ),
    check('reservations_trainer_price', sql`${table.trainerPriceGrosze} >= 0 and ${table.trainerPriceGrosze} <= ${table.basePriceGrosze}`),
    // Once per occurrence per player; a cancelled sign-up frees the place (and the player may come back).
    uniqueIndex('reservations_class_signup_key')
      .on(table.groupClassOccurrenceId, table.userId)
      .where(sql`${table.state} = 'active' and ${table.kind} = 'class'`),
    index('reservations_course_enrollment_idx')
      .on(table.courseEnrollmentId)
      .where(sql`${table.courseEnrollmentId} is not null`),
    // Late, paid cancellations a rebooking may refund (issue 29): a booking looks for one under it.
    index('reservations_late_paid_court_idx')
      .on(table.sportObjectId, table.startTime)
      .where(sql`${table.state} = 'cancelled_not_on_time' and ${table.paymentStatus} = 'paid'`),
    index('reservations_occurrence_active_idx')
      .on(table.groupClassOccurrenceId)
      .where(sql`${table.state} = 'active'`),
  ],
);
