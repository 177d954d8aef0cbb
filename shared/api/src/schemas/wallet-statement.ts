import * as v from 'valibot';
import { CalendarDateSchema, IdSchema } from './bounds';
import { WalletRefundReasonSchema, WalletTransactionSchema, WithdrawalStateSchema, type WalletTransactionLogQuery } from './wallet';

/**
 * What the player did, one statement item each (`GET /user_wallet/statement`):
 * - `booking_payment`: paying for one or more reservations or a course enrolment (BLIK, transfer, the wallet or both);
 * - `carnet_purchase`: buying a carnet;
 * - `withdrawal`: money sent to the player's bank account;
 * - `refund`: money back into the wallet (a cancelled reservation or course enrolment);
 * - `top_up`: money put into the wallet on its own;
 * - `adjustment`: a correction by the venue or support;
 * - `other`: a ledger movement no action above explains.
 */
export const WalletStatementKindSchema = v.picklist([
  'booking_payment',
  'carnet_purchase',
  'withdrawal',
  'refund',
  'top_up',
  'adjustment',
  'other',
]);
export type WalletStatementKind = v.InferOutput<typeof WalletStatementKindSchema>;

/** `pending`: under way (a payment awaiting the gateway, a withdrawal not yet sent); `failed`: it did not happen and nothing was spent. */
export const WalletStatementStatusSchema = v.picklist(['pending', 'completed', 'failed']);
export type WalletStatementStatus = v.InferOutput<typeof WalletStatementStatusSchema>;

/** The bank transfer behind a `withdrawal` item. */
export const WalletStatementWithdrawalSchema = v.object({
  id: IdSchema,
  state: WithdrawalStateSchema,
  /** Only the last four digits of the account. */
  iban_last4: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  expected_arrival_date: v.nullable(CalendarDateSchema),
  failure_reason: v.nullable(v.picklist(['payout_rejected', 'payout_unavailable'])),
});
export type WalletStatementWithdrawal = v.InferOutput<typeof WalletStatementWithdrawalSchema>;

const Grosze = v.pipe(v.number(), v.integer());

/**
 * One thing the player did, with the ledger movements it caused (a BLIK-paid booking is a deposit,
 * a service fee and a settlement in the ledger, one item here). The apps word the title themselves
 * from the structured fields; the movements carry every transaction field of the spec.
 */
export const WalletStatementItemSchema = v.object({
  /** Stable key: `payment:<id>`, `withdrawal:<id>` or `entry:<ledger entry id>`. */
  id: v.string(),
  kind: WalletStatementKindSchema,
  status: WalletStatementStatusSchema,
  /** When the player did it: the first movement's instant. */
  created_at: v.string(),
  /**
   * What the action moved for the player, grosze: negative for money paid (by every method
   * together, the service fee included) or sent out, positive for money received.
   */
  amount: Grosze,
  /** Net change of the available balance over the movements (0 for a booking paid by BLIK alone). */
  wallet_amount: Grosze,
  /** Net change of the frozen balance over the movements (not 0 while something is held). */
  frozen_amount: Grosze,
  /** Payments: the gateway method (`PAYMENT_METHOD_BLIK`, `…_TRANSFER`) or `PAYMENT_METHOD_WALLET`; else `null`. */
  method_id: v.nullable(v.pipe(v.number(), v.integer())),
  /** Payments: what the gateway charged (with the service fee) and what the wallet paid. */
  gateway_amount: v.nullable(Grosze),
  wallet_part: v.nullable(Grosze),
  service_fee: v.nullable(Grosze),
  payment_id: v.nullable(v.number()),
  /** The (first) reservation the item concerns, and how many a payment paid for. */
  reservation_id: v.nullable(v.number()),
  reservation_count: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  venue_id: v.nullable(v.number()),
  venue_name: v.nullable(v.string()),
  venue_timezone: v.nullable(v.string()),
  sport_object_name: v.nullable(v.string()),
  reservation_start_time: v.nullable(v.string()),
  /** `carnet_purchase`: the carnet's name. */
  carnet_name: v.nullable(v.string()),
  /**
   * A `booking_payment` that paid a course enrolment, or the `refund` of a cancelled one: the
   * course and the child's first name ("Kurs: Mini tenis — Zosia"); `null` for anything else.
   */
  course: v.nullable(v.object({ name: v.string(), child_first_name: v.string() })),
  withdrawal: v.nullable(WalletStatementWithdrawalSchema),
  /** `refund` items: why the money came back. */
  refund_reason: v.nullable(WalletRefundReasonSchema),
  /** The ledger entries behind the item, oldest first. */
  movements: v.array(WalletTransactionSchema),
});
export type WalletStatementItem = v.InferOutput<typeof WalletStatementItemSchema>;

/**
 * One page of the statement, newest action first. Takes the history's query
 * (`WalletTransactionLogQuerySchema`): `type` keeps the items with a movement of one of the types,
 * `from`/`to` and `venue_id` apply to the item's date and venue.
 */
export const WalletStatementPageSchema = v.object({
  items: v.array(WalletStatementItemSchema),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  page_size: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type WalletStatementPage = v.InferOutput<typeof WalletStatementPageSchema>;
export type WalletStatementQuery = WalletTransactionLogQuery;
