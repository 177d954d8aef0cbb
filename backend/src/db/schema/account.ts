import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestampTz } from './columns.js';
import { reservations } from './reservations.js';
import { users } from './users.js';
import { venues } from './venues.js';

/** Links sent to confirm an e-mail address; single use, 24 h. */
export const emailConfirmationTokens = pgTable(
  'email_confirmation_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link confirms; a link for an address the user has since replaced is dead. */
    email: text('email').notNull(),
    /** sha-256 of the token; the token itself only travels in the link. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestampTz('created_at').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  // The `*_at` indexes serve housekeeping's hourly retention deletes.
  (table) => [
    index('email_confirmation_tokens_user_created_idx').on(table.userId, table.createdAt),
    index('email_confirmation_tokens_expires_idx').on(table.expiresAt),
    index('email_confirmation_tokens_used_idx')
      .on(table.usedAt)
      .where(sql`${table.usedAt} is not null`),
  ],
);

export const DOOR_OUTCOMES = ['done', 'refused', 'failed'] as const;

/** Every door command asked for: who, where, when, what the rules and the controller said. */
export const doorCommands = pgTable(
  'door_commands',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    /** The reservation that allowed it (null when refused). */
    reservationId: integer('reservation_id').references(() => reservations.id),
    command: text('command').notNull(),
    /** Which adapter ran it: `simulated` or `http`. */
    provider: text('provider').notNull(),
    outcome: text('outcome', { enum: DOOR_OUTCOMES }).notNull(),
    /** Why it was refused or failed, for support; never shown to users as is. */
    detail: text('detail'),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [
    index('door_commands_venue_created_idx').on(table.venueId, table.createdAt),
    index('door_commands_user_created_idx').on(table.userId, table.createdAt),
    check('door_commands_outcome_check', sql`${table.outcome} in ('done', 'refused', 'failed')`),
  ],
);
