import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CoursePriceLine } from '@venue/api';
import { id, timestampTz } from './columns.js';
import { payments } from './payments.js';
import { trainerVenueProfiles } from './trainers.js';
import { children, users } from './users.js';
import { sportObjects, sportTypes, venues } from './venues.js';

/*
 * Courses (issue 27), written only by the courses module. A course's sessions are a rule — its
 * weekdays at one wall-clock minute between two venue days — expanded when read
 * (`courses/course-schedule.ts`), so the demo data and the list never drift apart.
 */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: ['children', 'adults'] }).notNull(),
    sportTypeId: integer('sport_type_id')
      .notNull()
      .references(() => sportTypes.id),
    sportObjectId: integer('sport_object_id')
      .notNull()
      .references(() => sportObjects.id),
    trainerVenueProfileId: integer('trainer_venue_profile_id').references(() => trainerVenueProfiles.id, { onDelete: 'set null' }),
    /** ISO weekdays (1 Monday … 7 Sunday). */
    weekdays: integer('weekdays').array().notNull(),
    /** Minute of the venue's wall clock each session starts at. */
    startMinute: integer('start_minute').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Null: unlimited. */
    maxParticipants: integer('max_participants'),
    paymentType: text('payment_type', { enum: ['per_session', 'full_course'] }).notNull(),
    /** Per session or for the whole course, as `payment_type` says. */
    priceGrosze: integer('price_grosze').notNull(),
    colour: text('colour').notNull(),
    difficulty: integer('difficulty').notNull(),
    enrollmentOpen: boolean('enrollment_open').notNull().default(true),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
  },
  (table) => [
    index('courses_venue_idx').on(table.venueId),
    check('courses_price', sql`${table.priceGrosze} >= 0`),
    check('courses_difficulty', sql`${table.difficulty} between 1 and 5`),
    check('courses_duration', sql`${table.durationMinutes} between 15 and 600`),
    check('courses_start_minute', sql`${table.startMinute} between 0 and 1439`),
    check('courses_dates', sql`${table.startDate} <= ${table.endDate}`),
    check('courses_max_participants', sql`${table.maxParticipants} is null or ${table.maxParticipants} > 0`),
    check('courses_ages', sql`${table.minAge} is null or ${table.maxAge} is null or ${table.minAge} <= ${table.maxAge}`),
  ],
);

/** A venue's rules for courses; a venue without a row has no sibling discount. */
export const venueCourseSettings = pgTable(
  'venue_course_settings',
  {
    venueId: integer('venue_id')
      .primaryKey()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** Off the 2nd and later child of one parent in the same course, percent. */
    siblingDiscountPercent: integer('sibling_discount_percent').notNull().default(0),
  },
  (table) => [check('venue_course_settings_percent', sql`${table.siblingDiscountPercent} between 0 and 100`)],
);

export const COURSE_ENROLLMENT_STATES = ['awaiting_payment', 'active', 'lapsed', 'cancelled'] as const;

/**
 * One child's enrolment. The child's name is copied so the record outlives a deleted child
 * profile. `session_starts` are the sessions it attends (the reservations mirror them for My
 * reservations); the price is fixed when the payment starts (`price_lines`, `subtotal_grosze`).
 * One place per child and course while it holds one: a partial unique index.
 */
export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id').references(() => children.id, { onDelete: 'set null' }),
    childFirstName: text('child_first_name').notNull(),
    childLastName: text('child_last_name').notNull(),
    state: text('state', { enum: COURSE_ENROLLMENT_STATES }).notNull().default('awaiting_payment'),
    excludedDates: jsonb('excluded_dates').$type<string[]>().notNull(),
    sessionStarts: jsonb('session_starts').$type<string[]>().notNull(),
    priceLines: jsonb('price_lines').$type<CoursePriceLine[]>().notNull(),
    subtotalGrosze: integer('subtotal_grosze').notNull(),
    /** Of the subtotal, what the sibling discount took off (0 when none). */
    siblingDiscountGrosze: integer('sibling_discount_grosze').notNull().default(0),
    acceptedRegulationIds: jsonb('accepted_regulation_ids').$type<number[]>().notNull(),
    /** The latest payment attempt. */
    paymentId: integer('payment_id').references(() => payments.id),
    payUntil: timestampTz('pay_until').notNull(),
    createdAt: timestampTz('created_at').notNull(),
    paidAt: timestampTz('paid_at'),
    endedAt: timestampTz('ended_at'),
    /** Grosze given back to the wallet when it was cancelled. */
    refundGrosze: integer('refund_grosze').notNull().default(0),
  },
  (table) => [
    index('course_enrollments_course_idx').on(table.courseId),
    index('course_enrollments_user_idx').on(table.userId),
    index('course_enrollments_payment_idx').on(table.paymentId),
    uniqueIndex('course_enrollments_child_key')
      .on(table.courseId, table.childId)
      .where(sql`${table.state} in ('awaiting_payment', 'active')`),
    check(
      'course_enrollments_amounts',
      sql`${table.subtotalGrosze} >= 0 and ${table.siblingDiscountGrosze} >= 0 and ${table.refundGrosze} >= 0`,
    ),
  ],
);
