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

export const WalletTransactionSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  type: WalletTransactionTypeSchema,
  /** Change of the available balance, grosze (negative = out). */
  amount: v.pipe(v.number(), v.integer()),
  frozen_amount: v.pipe(v.number(), v.integer()),
  description: v.string(),
  created_at: v.string(),
  reservation_id: v.nullable(v.number()),
  payment_id: v.nullable(v.number()),
  venue_id: v.nullable(v.number()),
  venue_name: v.nullable(v.string()),
  sport_object_name: v.nullable(v.string()),
  reservation_start_time: v.nullable(v.string()),
});
export type WalletTransaction = v.InferOutput<typeof WalletTransactionSchema>;
export const WalletTransactionListSchema = v.array(WalletTransactionSchema);
