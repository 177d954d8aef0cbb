import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, unique } from 'drizzle-orm/pg-core';
import { id, timestampTz } from './columns.js';

export const venues = pgTable(
  'venues',
  {
    id: id(),
    /** Stable natural key, so demo data can be seeded idempotently. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    /** IANA zone; opening hours, price bands and "days ahead" are all wall-clock times there. */
    timezone: text('timezone').notNull(),
    maxAdvanceDays: integer('max_advance_days').notNull().default(30),
    freeCancellationHours: integer('free_cancellation_hours').notNull().default(24),
    /** Only pass (carnet) holders may book classes here. */
    passOnly: boolean('pass_only').notNull().default(false),
    /** How many partner (discount) cards one reservation may use; 0 = the venue takes none. */
    maxPartnerCards: integer('max_partner_cards').notNull().default(0),
    // Fair use (README "Fair use"): what one player may hold at this venue at once. The defaults are
    // what a venue gets without choosing; each is checked in the booking transaction.
    /** Active reservations not yet over, per player. */
    maxActiveReservations: integer('max_active_reservations').notNull().default(12),
    /** Of those, unpaid on-site ones (they hold a court with no money behind them and never expire). */
    maxUnpaidOnSiteReservations: integer('max_unpaid_on_site_reservations').notNull().default(5),
    /** Weeks one recurring series may book. */
    maxSeriesOccurrences: integer('max_series_occurrences').notNull().default(12),
    /** Whether an unpaid (on-site) reservation opens the door; off: only a paid one does. */
    doorOpensUnpaid: boolean('door_opens_unpaid').notNull().default(false),
    /**
     * Gateway methods (spec §9 ids: 509 BLIK, 106 transfer) the venue takes online; a payment
     * with another is refused, and `POST /autopay/getmethods` with the venue lists only these.
     * At least one: paying online is offered at every venue.
     */
    onlinePaymentMethods: integer('online_payment_methods')
      .array()
      .notNull()
      .default(sql`'{509,106}'::integer[]`),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [
    check(
      'venues_fair_use_limits',
      sql`${table.maxActiveReservations} >= 1 and ${table.maxUnpaidOnSiteReservations} >= 0 and ${table.maxSeriesOccurrences} >= 1`,
    ),
    check(
      'venues_online_payment_methods',
      sql`cardinality(${table.onlinePaymentMethods}) >= 1 and ${table.onlinePaymentMethods} <@ '{509,106}'::integer[]`,
    ),
  ],
);

/** Opening hours of one weekday (ISO 1 = Monday … 7 = Sunday) as minutes after local midnight. */
export const venueOpeningHours = pgTable(
  'venue_opening_hours',
  {
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opensMinute: integer('opens_minute').notNull(),
    closesMinute: integer('closes_minute').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.venueId, table.weekday] }),
    check(
      'venue_opening_hours_range',
      sql`${table.weekday} between 1 and 7 and ${table.opensMinute} >= 0 and ${table.closesMinute} <= 1440 and ${table.opensMinute} < ${table.closesMinute}`,
    ),
  ],
);

/** A regulation or consent of a venue; every `required` one must be accepted before booking or paying. */
export const venueRegulations = pgTable(
  'venue_regulations',
  {
    id: id(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['regulation', 'consent'] }).notNull(),
    title: text('title').notNull(),
    url: text('url'),
    required: boolean('required').notNull().default(true),
  },
  (table) => [unique('venue_regulations_venue_code_key').on(table.venueId, table.code)],
);

/** A partner (discount) card a venue accepts, e.g. a sports benefit card; each card used takes `discountGrosze` off. */
export const partnerCards = pgTable(
  'partner_cards',
  {
    id: id(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    discountGrosze: integer('discount_grosze').notNull(),
  },
  (table) => [
    unique('partner_cards_venue_code_key').on(table.venueId, table.code),
    check('partner_cards_discount', sql`${table.discountGrosze} > 0`),
  ],
);

export const sportTypes = pgTable('sport_types', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/** A bookable object of a venue: a court, a table, a lane. */
export const sportObjects = pgTable(
  'sport_objects',
  {
    id: id(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    sportTypeId: integer('sport_type_id')
      .notNull()
      .references(() => sportTypes.id),
    name: text('name').notNull(),
    surface: text('surface'),
    isIndoor: boolean('is_indoor').notNull().default(true),
    /** Filterable kind within a sport, e.g. `indoor`, `outdoor`, `glass`. */
    courtType: text('court_type').notNull().default('indoor'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [unique('sport_objects_venue_name_key').on(table.venueId, table.name), index('sport_objects_venue_idx').on(table.venueId)],
);

/**
 * One price band: from `startMinute` to `endMinute` (local wall clock) on `weekday`, per hour, in
 * grosze. A slot costs the sum of its half hours, each at the band it starts in, so a booking that
 * crosses from off-peak into peak pays each part at its own rate.
 */
export const priceBands = pgTable(
  'price_bands',
  {
    id: id(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    sportTypeId: integer('sport_type_id')
      .notNull()
      .references(() => sportTypes.id),
    weekday: smallint('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    label: text('label', { enum: ['off_peak', 'peak', 'weekend'] }).notNull(),
    pricePerHourGrosze: integer('price_per_hour_grosze').notNull(),
  },
  (table) => [
    unique('price_bands_key').on(table.venueId, table.sportTypeId, table.weekday, table.startMinute),
    // Even, so every half hour costs a whole number of grosze.
    check('price_bands_price', sql`${table.pricePerHourGrosze} > 0 and ${table.pricePerHourGrosze} % 2 = 0`),
    check(
      'price_bands_range',
      sql`${table.weekday} between 1 and 7 and ${table.startMinute} >= 0 and ${table.endMinute} <= 1440 and ${table.startMinute} < ${table.endMinute}`,
    ),
  ],
);

export type Venue = typeof venues.$inferSelect;
export type SportObject = typeof sportObjects.$inferSelect;
