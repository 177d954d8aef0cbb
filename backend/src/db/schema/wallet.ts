import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestampTz } from './columns.js';
import { reservations } from './reservations.js';
import { users } from './users.js';
import { venues } from './venues.js';

export const WALLET_ENTRY_TYPES = [
  'deposit',
  'freeze',
  'unfreeze',
  'settlement',
  'refund_cancellation',
  'manual_adjustment',
  'withdrawal',
  'service_fee',
] as const;
export type WalletEntryType = (typeof WALLET_ENTRY_TYPES)[number];

/**
 * The wallet ledger: append-only (a trigger in `0004_wallet_append_only.sql` refuses UPDATE and
 * DELETE). Balances are sums of the deltas, never stored. `idempotencyKey` names the business event
 * an entry records (e.g. `refund_cancellation:reservation:42`), so the event is posted at most once.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: WALLET_ENTRY_TYPES }).notNull(),
    /** Change of the available balance, grosze (negative = out). */
    availableDelta: integer('available_delta').notNull(),
    /** Change of the frozen balance, grosze. */
    frozenDelta: integer('frozen_delta').notNull().default(0),
    description: text('description').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id),
    paymentId: integer('payment_id'),
    venueId: integer('venue_id').references(() => venues.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [
    index('wallet_entries_user_idx').on(table.userId, table.createdAt),
    check('wallet_entries_nonzero', sql`${table.availableDelta} <> 0 or ${table.frozenDelta} <> 0`),
  ],
);
