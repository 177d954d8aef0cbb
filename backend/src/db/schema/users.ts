import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestampTz } from './columns.js';
import { sportTypes, venues } from './venues.js';

export const users = pgTable(
  'users',
  {
    id: id(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    /** E.164; the login identity, so it never changes. */
    phoneNumber: text('phone_number').notNull().unique(),
    isActive: boolean('is_active').notNull().default(true),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** JSON object as text, exactly as the client sent it. */
    billingInfo: text('billing_info'),
    createdAt: timestampTz('created_at').notNull(),
    updatedAt: timestampTz('updated_at').notNull(),
  },
  // An address confirmed by one account cannot be confirmed by another (the confirmation checks first
  // under a lock on the address; this is the last word).
  (table) => [
    uniqueIndex('users_confirmed_email_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.emailVerified}`),
  ],
);

export const userVenueProfiles = pgTable(
  'user_venue_profiles',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    isOwner: boolean('is_owner').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [unique('user_venue_profiles_user_venue_key').on(table.userId, table.venueId)],
);

export const userSportSkills = pgTable(
  'user_sport_skills',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sportTypeId: integer('sport_type_id')
      .notNull()
      .references(() => sportTypes.id),
    level: integer('level').notNull(),
  },
  (table) => [
    unique('user_sport_skills_user_sport_key').on(table.userId, table.sportTypeId),
    check('user_sport_skills_level_check', sql`${table.level} between 0 and 6`),
  ],
);

export const children = pgTable(
  'children',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: ['male', 'female', 'not_defined'] }).notNull(),
  },
  (table) => [
    index('children_user_idx').on(table.userId),
    check('children_gender_check', sql`${table.gender} in ('male', 'female', 'not_defined')`),
  ],
);
