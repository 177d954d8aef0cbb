import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestampTz } from './columns.js';
import { reservations } from './reservations.js';
import { users } from './users.js';
import { venues } from './venues.js';

/**
 * A venue's kiosk code (one per venue): reception types it once to activate a kiosk. Only its
 * sha-256 is kept; the code is printed once when staff rotate it (`backend/scripts/kiosk-code.ts`).
 */
export const kioskCodes = pgTable('kiosk_codes', {
  venueId: integer('venue_id')
    .primaryKey()
    .references(() => venues.id),
  codeHash: text('code_hash').notNull(),
  rotatedAt: timestampTz('rotated_at').notNull(),
});

/** An activated kiosk: a browser at the venue holding a token (sha-256 here) from activation. */
export const kiosks = pgTable(
  'kiosks',
  {
    id: id(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    tokenHash: text('token_hash').notNull().unique(),
    activatedAt: timestampTz('activated_at').notNull(),
    /** Set when staff revoke the venue's kiosks; a revoked kiosk shows the activation screen again. */
    revokedAt: timestampTz('revoked_at'),
  },
  (table) => [index('kiosks_venue_idx').on(table.venueId)],
);

export const KIOSK_ATTEMPT_KINDS = ['scan', 'activation_failed'] as const;

/**
 * What the rate limits count: every scan a kiosk sends, and every wrong activation code per venue.
 * Rows, not memory, so several instances of the backend agree.
 */
export const kioskAttempts = pgTable(
  'kiosk_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: KIOSK_ATTEMPT_KINDS }).notNull(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    kioskId: integer('kiosk_id').references(() => kiosks.id, { onDelete: 'cascade' }),
    /** The caller's IP group (`ipLimitKey`): wrong activation codes count per source, not per venue. */
    ip: text('ip'),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [
    index('kiosk_attempts_kiosk_created_idx').on(table.kioskId, table.createdAt),
    index('kiosk_attempts_kind_ip_created_idx').on(table.kind, table.ip, table.createdAt),
    index('kiosk_attempts_venue_kind_created_idx').on(table.venueId, table.kind, table.createdAt),
  ],
);

/**
 * Check-in tokens already scanned, so a screenshot of a code cannot be shown twice. Keyed by the
 * token's signature (unique per token: each carries a random nonce); kept until the token expires.
 */
export const checkInTokenUses = pgTable(
  'check_in_token_uses',
  {
    tokenId: text('token_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kiosks.id, { onDelete: 'cascade' }),
    usedAt: timestampTz('used_at').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (table) => [index('check_in_token_uses_expires_idx').on(table.expiresAt)],
);

/** A player's arrival for a reservation, recorded once: who, when, which reservation, which kiosk. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: id(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    kioskId: integer('kiosk_id')
      .notNull()
      .references(() => kiosks.id),
    checkedInAt: timestampTz('checked_in_at').notNull(),
  },
  (table) => [uniqueIndex('check_ins_reservation_idx').on(table.reservationId)],
);
