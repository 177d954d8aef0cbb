import type { Withdrawal } from '@venue/api';
import type { withdrawals } from '../../db/schema/index.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The API's view of a withdrawal: the account number only by its last four digits. */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    iban_last4: row.iban.slice(-4),
    account_owner: row.accountOwner,
    state: row.state,
    created_at: row.createdAt.toISOString(),
    expires_at: row.state === 'requested' ? row.expiresAt.toISOString() : null,
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    paid_out_at: row.paidOutAt?.toISOString() ?? null,
    expected_arrival_date: row.expectedArrivalDate,
    failure_reason: row.failureReason,
  };
}
