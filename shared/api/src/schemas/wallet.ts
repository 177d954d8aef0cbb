import * as v from 'valibot';
import { CalendarDateSchema, IdParamSchema, IdSchema } from './bounds';

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
 *   it, or the account was being closed), which pays for nothing;
 * - `court_resold`: a late cancellation (which gave nothing back) whose whole court time was booked
 *   again, so the venue lost nothing (docs/decisions "late cancellation resold").
 */
export const WalletRefundReasonSchema = v.picklist([
  'cancelled_in_time',
  'cancelled_before_payment',
  'already_paid',
  'payment_voided',
  'court_resold',
]);
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

/**
 * The field error (`common` key) on the amount of a 422 INSUFFICIENT_FUNDS answer; its `available`
 * param is the available balance in grosze at the time.
 */
export const INSUFFICIENT_FUNDS_FIELD_KEY = 'validation.insufficientFunds';

/** The wallet history's page size when the query names none, and the most a page may hold. */
export const WALLET_PAGE_SIZE_DEFAULT = 20;
export const WALLET_PAGE_SIZE_MAX = 100;

const PositiveIntParam = (max: number) =>
  v.pipe(
    v.string('validation.invalid'),
    v.regex(/^[1-9]\d{0,8}$/, 'validation.invalid'),
    v.transform(Number),
    v.maxValue(max, 'validation.maxValue'),
  );

const TYPE_LIST = new RegExp(`^(${WalletTransactionTypeSchema.options.join('|')})(,(${WalletTransactionTypeSchema.options.join('|')}))*$`);

/**
 * `GET /user_wallet/transaction_log` query. `type` names one type or several, comma separated
 * (`type=deposit,refund_cancellation`) or repeated (`type=deposit&type=freeze`); `from` and `to`
 * are days in the venue time zone (Europe/Warsaw), both inclusive.
 */
export const WalletTransactionLogQuerySchema = v.object({
  type: v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())], 'validation.invalid'),
      v.transform((value) => (Array.isArray(value) ? value.join(',') : value)),
      v.regex(TYPE_LIST, 'validation.invalid'),
      v.transform((value) => [...new Set(value.split(','))] as WalletTransactionType[]),
    ),
  ),
  from: v.optional(CalendarDateSchema),
  to: v.optional(CalendarDateSchema),
  venue_id: v.optional(IdParamSchema),
  page: v.optional(PositiveIntParam(1_000_000), '1'),
  page_size: v.optional(PositiveIntParam(WALLET_PAGE_SIZE_MAX), String(WALLET_PAGE_SIZE_DEFAULT)),
});
export type WalletTransactionLogQuery = v.InferOutput<typeof WalletTransactionLogQuerySchema>;
/** What a client passes to build the query (before the schema's string parsing). */
export type WalletTransactionLogFilters = {
  type?: readonly WalletTransactionType[];
  from?: string;
  to?: string;
  venue_id?: number;
  page?: number;
  page_size?: number;
};

/** One page of the wallet history, newest first, and how many entries match the filters in all. */
export const WalletTransactionPageSchema = v.object({
  items: v.array(WalletTransactionSchema),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  page_size: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type WalletTransactionPage = v.InferOutput<typeof WalletTransactionPageSchema>;

/**
 * A withdrawal's life: `requested` (amount frozen, SMS code sent) → `confirmed` (code accepted,
 * queued for payout) → `paid_out` | `failed` (money unfrozen back to the wallet); a request never
 * confirmed becomes `expired` and is unfrozen too.
 */
export const WithdrawalStateSchema = v.picklist(['requested', 'confirmed', 'paid_out', 'failed', 'expired']);
export type WithdrawalState = v.InferOutput<typeof WithdrawalStateSchema>;

export const WithdrawalSchema = v.object({
  id: IdSchema,
  amount: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Only the last four digits are ever sent back: `PL•• •••• … 1234`. */
  iban_last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  account_owner: v.string(),
  state: WithdrawalStateSchema,
  created_at: v.string(),
  /** While `requested`: the code, and with it the request, expires at this instant. */
  expires_at: v.nullable(v.string()),
  confirmed_at: v.nullable(v.string()),
  paid_out_at: v.nullable(v.string()),
  /** Confirmed or paid out: the working day (`YYYY-MM-DD`, Europe/Warsaw) the money should reach the account. */
  expected_arrival_date: v.nullable(CalendarDateSchema),
  /** `failed` only: a machine-readable reason the apps word themselves. */
  failure_reason: v.nullable(v.picklist(['payout_rejected', 'payout_unavailable'])),
});
export type Withdrawal = v.InferOutput<typeof WithdrawalSchema>;
export const WithdrawalListSchema = v.array(WithdrawalSchema);

/** The answer to a withdrawal request: the new request, and when another code may be asked for. */
export const WithdrawalRequestResponseSchema = v.object({
  withdrawal: WithdrawalSchema,
  resend_available_at: v.string(),
});
export type WithdrawalRequestResponse = v.InferOutput<typeof WithdrawalRequestResponseSchema>;
