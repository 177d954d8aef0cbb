import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestampTz } from './columns.js';
import { payments } from './payments.js';
import { reservations } from './reservations.js';
import { users } from './users.js';
import { venues } from './venues.js';

export const CARNET_KIND_VALUES = ['amount', 'entries'] as const;
/** Stored states; `used_up` and `expired` are read from `remaining` and `expires_at`, never stored. */
export const USER_CARNET_STATES = ['awaiting_payment', 'payment_failed', 'active'] as const;
export const CARNET_LANGUAGES = ['pl', 'en', 'uk'] as const;

/** A weekly window in the venue's wall time (the contract's `CarnetHours`). */
export type CarnetHoursValue = { weekday: number; from: string; to: string };

/** What a venue sells (README "Carnets"). `value`: grosze for `amount`, entries for `entries`. */
export const venueCarnetTypes = pgTable(
  'venue_carnet_types',
  {
    id: id(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** Stable natural key per venue, so demo data can be seeded idempotently. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    kind: text('kind', { enum: CARNET_KIND_VALUES }).notNull(),
    value: integer('value').notNull(),
    priceGrosze: integer('price_grosze').notNull(),
    durationDays: integer('duration_days').notNull(),
    availableHours: jsonb('available_hours')
      .$type<CarnetHoursValue[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sportTypeIds: jsonb('sport_type_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    sportObjectIds: jsonb('sport_object_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    onSale: boolean('on_sale').notNull().default(true),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [
    unique('venue_carnet_types_venue_code').on(table.venueId, table.code),
    check('venue_carnet_types_kind', sql`${table.kind} in ('amount', 'entries')`),
    // A purchase is a gateway or wallet payment, which is never of nothing.
    check('venue_carnet_types_numbers', sql`${table.value} > 0 and ${table.priceGrosze} > 0 and ${table.durationDays} >= 1`),
  ],
);

/**
 * A carnet a player bought. The type's terms are copied at purchase, so a later change of the type
 * never changes what was paid for. `remaining` moves only together with a `carnet_usages` row (use,
 * give-back, a split payment's hold and its release), under this row's lock.
 */
export const userVenueCarnets = pgTable(
  'user_venue_carnets',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carnetTypeId: integer('carnet_type_id')
      .notNull()
      .references(() => venueCarnetTypes.id),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    name: text('name').notNull(),
    kind: text('kind', { enum: CARNET_KIND_VALUES }).notNull(),
    value: integer('value').notNull(),
    remaining: integer('remaining').notNull(),
    priceGrosze: integer('price_grosze').notNull(),
    durationDays: integer('duration_days').notNull(),
    availableHours: jsonb('available_hours').$type<CarnetHoursValue[]>().notNull(),
    sportTypeIds: jsonb('sport_type_ids').$type<number[]>().notNull(),
    sportObjectIds: jsonb('sport_object_ids').$type<number[]>().notNull(),
    state: text('state', { enum: USER_CARNET_STATES }).notNull(),
    /** The purchase's payment: the link from a payment to the carnet it buys. */
    paymentId: integer('payment_id').references(() => payments.id),
    /** The player's language at purchase (users have no stored language): the reminders use it. */
    language: text('language', { enum: CARNET_LANGUAGES }).notNull(),
    createdAt: timestampTz('created_at').notNull(),
    validFrom: timestampTz('valid_from'),
    expiresAt: timestampTz('expires_at'),
  },
  (table) => [
    index('user_venue_carnets_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('user_venue_carnets_payment_idx').on(table.paymentId),
    check('user_venue_carnets_kind', sql`${table.kind} in ('amount', 'entries')`),
    check('user_venue_carnets_state', sql`${table.state} in ('awaiting_payment', 'payment_failed', 'active')`),
    check('user_venue_carnets_language', sql`${table.language} in ('pl', 'en', 'uk')`),
    check('user_venue_carnets_remaining', sql`${table.remaining} >= 0 and ${table.remaining} <= ${table.value}`),
    check('user_venue_carnets_numbers', sql`${table.value} > 0 and ${table.priceGrosze} > 0 and ${table.durationDays} >= 1`),
    // Usable means paid: an active carnet has its validity, one never paid has none.
    check(
      'user_venue_carnets_validity',
      sql`(${table.state} = 'active') = (${table.validFrom} is not null and ${table.expiresAt} is not null)`,
    ),
  ],
);

/**
 * The carnet's ledger: every use and give-back, `amount` in entries or grosze as the carnet's kind.
 * `key` names the business event (`carnetUsageKey`), so each is recorded at most once. A split
 * payment's hold is a `use` naming the payment; its release, if the gateway fails, a `return`.
 * Append-only: a trigger in `0015_carnets.sql` refuses UPDATE and DELETE.
 */
export const carnetUsages = pgTable(
  'carnet_usages',
  {
    id: id(),
    userCarnetId: integer('user_carnet_id')
      .notNull()
      .references(() => userVenueCarnets.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    paymentId: integer('payment_id').references(() => payments.id),
    kind: text('kind', { enum: ['use', 'return'] }).notNull(),
    amount: integer('amount').notNull(),
    key: text('key').notNull().unique(),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [
    index('carnet_usages_carnet_idx').on(table.userCarnetId, table.createdAt),
    index('carnet_usages_reservation_idx').on(table.reservationId),
    index('carnet_usages_payment_idx')
      .on(table.paymentId)
      .where(sql`${table.paymentId} is not null`),
    check('carnet_usages_kind', sql`${table.kind} in ('use', 'return')`),
    check('carnet_usages_amount', sql`${table.amount} > 0`),
  ],
);
