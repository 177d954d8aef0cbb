import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, timestampTz } from './columns.js';

export const venues = pgTable('venues', {
  id: id(),
  /** Stable natural key, so demo data can be seeded idempotently. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  timezone: text('timezone').notNull(),
  createdAt: timestampTz('created_at').notNull(),
});

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
    venueId: integer('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    sportTypeId: integer('sport_type_id').notNull().references(() => sportTypes.id),
    name: text('name').notNull(),
    surface: text('surface'),
    isIndoor: boolean('is_indoor').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    unique('sport_objects_venue_name_key').on(table.venueId, table.name),
    index('sport_objects_venue_idx').on(table.venueId),
  ],
);
