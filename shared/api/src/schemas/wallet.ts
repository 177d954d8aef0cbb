import * as v from 'valibot';

export const WalletTransactionTypeSchema = v.picklist([
  'deposit',
  'freeze',
  'unfreeze',
  'settlement',
  'refund_cancellation',
  'manual_adjustment',
  'withdrawal',
  'service_fee',
]);
export type WalletTransactionType = v.InferOutput<typeof WalletTransactionTypeSchema>;

/** Balances in grosze, derived from the ledger. */
export const WalletSchema = v.object({
  available: v.pipe(v.number(), v.integer()),
  frozen: v.pipe(v.number(), v.integer()),
  currency: v.literal('PLN'),
});
export type Wallet = v.InferOutput<typeof WalletSchema>;

/**
 * Why a `refund_cancellation` entry gave money back:
 * - `cancelled_in_time`: the user cancelled a paid reservation before its free-cancellation deadline;
 * - `cancelled_before_payment`: the money arrived after the reservation was cancelled (by the user,
 *   or it expired unpaid and its court was taken meanwhile);
 * - `already_paid`: the money arrived for a reservation another payment had paid already;
 * - `payment_voided`: the money arrived on a payment that had been voided (a newer payment replaced
 *   it, or the account was being closed), which pays for nothing.
 */
export const WalletRefundReasonSchema = v.picklist(['cancelled_in_time', 'cancelled_before_payment', 'already_paid', 'payment_voided']);
export type WalletRefundReason = v.InferOutput<typeof WalletRefundReasonSchema>;

/**
 * One ledger entry. The apps word it themselves, in the user's language, from `type` and the
 * structured fields; `description` is the server's audit text (Polish, for support and
 * accounting), never shown to users.
 */
export const WalletTransactionSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  type: WalletTransactionTypeSchema,
  /** Change of the available balance, grosze (negative = out). */
  amount: v.pipe(v.number(), v.integer()),
  frozen_amount: v.pipe(v.number(), v.integer()),
  /** Audit text only: fixed Polish wording for support; apps word entries from the fields below. */
  description: v.string(),
  created_at: v.string(),
  reservation_id: v.nullable(v.number()),
  payment_id: v.nullable(v.number()),
  venue_id: v.nullable(v.number()),
  venue_name: v.nullable(v.string()),
  /** IANA zone of the venue, to show `reservation_start_time` as the venue's wall clock. */
  venue_timezone: v.nullable(v.string()),
  sport_object_name: v.nullable(v.string()),
  reservation_start_time: v.nullable(v.string()),
  /** Set on `refund_cancellation` entries only. */
  refund_reason: v.nullable(WalletRefundReasonSchema),
  /** How many reservations the entry's online payment was for (`null` without a payment). */
  payment_reservation_count: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type WalletTransaction = v.InferOutput<typeof WalletTransactionSchema>;
export const WalletTransactionListSchema = v.array(WalletTransactionSchema);
