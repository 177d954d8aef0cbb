import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestampTz } from './columns.js';
import { users } from './users.js';

export const WITHDRAWAL_STATES = ['requested', 'confirmed', 'paid_out', 'failed', 'expired'] as const;
export const WITHDRAWAL_FAILURE_REASONS = ['payout_rejected', 'payout_unavailable'] as const;
export const WITHDRAWAL_LANGUAGES = ['pl', 'en', 'uk'] as const;

/**
 * A request to pay wallet money out to a bank account (README "Wallet"). The money itself moves in
 * the ledger (`freeze` on request, `unfreeze` on expiry or failure, `withdrawal` on payout, keys by
 * `ledgerEventKey.withdrawal*`); this row is the request's state and what the payout needs.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Grosze. */
    amount: integer('amount').notNull(),
    /** `PL` + 26 digits, normalised by the request schema. */
    iban: text('iban').notNull(),
    accountOwner: text('account_owner').notNull(),
    state: text('state', { enum: WITHDRAWAL_STATES }).notNull(),
    /** The player's language at request time (users have no stored language): the code SMS and a failure notice use it. */
    language: text('language', { enum: WITHDRAWAL_LANGUAGES }).notNull(),
    createdAt: timestampTz('created_at').notNull(),
    /** The SMS code, and with it the request, expires then. */
    expiresAt: timestampTz('expires_at').notNull(),
    confirmedAt: timestampTz('confirmed_at'),
    /** Europe/Warsaw working day the transfer should arrive, set on confirmation. */
    expectedArrivalDate: date('expected_arrival_date', { mode: 'string' }),
    paidOutAt: timestampTz('paid_out_at'),
    failedAt: timestampTz('failed_at'),
    failureReason: text('failure_reason', { enum: WITHDRAWAL_FAILURE_REASONS }),
    /** The payout provider's id of the transfer, for support and reconciliation. */
    payoutReference: text('payout_reference'),
  },
  (table) => [
    index('withdrawals_user_created_idx').on(table.userId, table.createdAt),
    // One open request per user: a new one expires the old first (under the wallet lock); this is the last word.
    uniqueIndex('withdrawals_one_open_idx')
      .on(table.userId)
      .where(sql`${table.state} = 'requested'`),
    check('withdrawals_amount_positive', sql`${table.amount} > 0`),
    check('withdrawals_state_check', sql`${table.state} in ('requested', 'confirmed', 'paid_out', 'failed', 'expired')`),
    check(
      'withdrawals_failure_reason_check',
      sql`${table.failureReason} is null or ${table.failureReason} in ('payout_rejected', 'payout_unavailable')`,
    ),
    check('withdrawals_language_check', sql`${table.language} in ('pl', 'en', 'uk')`),
  ],
);
