import * as v from 'valibot';
import { IdOrUuidParamSchema, IdSchema } from './bounds';
import { ReservationStateSchema } from './reservation';

const Id = IdSchema;

/** Gateway method ids of the spec. */
export const PAYMENT_METHOD_BLIK = 509;
export const PAYMENT_METHOD_TRANSFER = 106;
/**
 * Not a gateway method: the `method_id` of a payment the wallet paid in full (no gateway, no
 * service fee). A split payment carries the gateway method of its remainder.
 */
export const PAYMENT_METHOD_WALLET = 0;

export const PaymentStatusSchema = v.picklist([
  'PENDING',
  'SUCCESS',
  'VOIDED',
  'NOTCONFIRMED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
  'ABANDONED',
  'CONFIRMED',
]);
export type PaymentStatus = v.InferOutput<typeof PaymentStatusSchema>;

const MethodFields = {
  /** The gateway method; optional with `use_wallet` (required by the server when the wallet does not cover everything). */
  method_id: v.optional(v.picklist([PAYMENT_METHOD_BLIK, PAYMENT_METHOD_TRANSFER], 'validation.required')),
  /** Six digits, required with BLIK (509). */
  blik_code: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, 'validation.blikCode'))),
  /**
   * Pay from the wallet first (signed-in owner only): in full when the available balance covers the
   * reservations (no gateway, no service fee), otherwise the whole balance is held and the rest plus
   * the service fee goes through `method_id`. Absent or false: the gateway pays everything, as before.
   */
  use_wallet: v.optional(v.boolean(), false),
};

/** Pay one reservation: by id (signed in) or by its uuid (pay-by-link, no sign-in needed). */
export const CreatePaymentRequestSchema = v.pipe(
  v.object({
    type: v.optional(v.literal('reservation'), 'reservation'),
    venue_id: Id,
    reservation_id: v.optional(Id),
    reservation_uuid: v.optional(v.pipe(v.string(), v.uuid('validation.invalid'))),
    /**
     * A value carnet of the owner's that pays what it can (after the wallet, spec §5); the method
     * pays the shortfall plus the service fee. Signed-in owner only, like `use_wallet`.
     */
    user_venue_carnet_id: v.optional(Id),
    ...MethodFields,
  }),
  v.forward(
    v.check((input) => input.method_id !== PAYMENT_METHOD_BLIK || input.blik_code !== undefined, 'validation.required'),
    ['blik_code'],
  ),
  v.forward(
    v.check((input) => input.reservation_id !== undefined || input.reservation_uuid !== undefined, 'validation.required'),
    ['reservation_id'],
  ),
  // A method is needed unless the wallet is to pay (the server asks for one if the balance falls short).
  v.forward(
    v.check((input) => input.method_id !== undefined || input.use_wallet, 'validation.required'),
    ['method_id'],
  ),
  // Pay-by-link has no wallet: the payer may be anyone, and the wallet is the owner's.
  v.forward(
    v.check((input) => !(input.use_wallet && input.reservation_uuid !== undefined), 'validation.invalid'),
    ['use_wallet'],
  ),
  // Nor the owner's carnets.
  v.forward(
    v.check((input) => !(input.user_venue_carnet_id !== undefined && input.reservation_uuid !== undefined), 'validation.invalid'),
    ['user_venue_carnet_id'],
  ),
);
export type CreatePaymentRequest = v.InferInput<typeof CreatePaymentRequestSchema>;

/** Pay several reservations of one venue (e.g. chosen occurrences of a series) in one transaction. */
export const BulkPaymentRequestSchema = v.pipe(
  v.object({
    venue_id: Id,
    reservation_id: v.pipe(v.array(Id), v.minLength(1, 'validation.required'), v.maxLength(60, 'validation.maxLength')),
    ...MethodFields,
  }),
  v.forward(
    v.check((input) => input.method_id !== PAYMENT_METHOD_BLIK || input.blik_code !== undefined, 'validation.required'),
    ['blik_code'],
  ),
  // A method is needed unless the wallet is to pay (the server asks for one if the balance falls short).
  v.forward(
    v.check((input) => input.method_id !== undefined || input.use_wallet, 'validation.required'),
    ['method_id'],
  ),
);
export type BulkPaymentRequest = v.InferInput<typeof BulkPaymentRequestSchema>;

/**
 * One reservation a payment is for, as its status page restates it: where, which court, when
 * (instants; shown in `venue_timezone`) and its price (grosze, partner cards taken off, without
 * the service fee). Whoever may read the payment may read this: the owner, or a payer by link, who
 * saw the same on the pay-by-link page.
 */
export const PaymentBookingSchema = v.object({
  reservation_id: Id,
  reservation_uuid: v.string(),
  state: ReservationStateSchema,
  venue_name: v.string(),
  venue_address: v.string(),
  venue_city: v.string(),
  venue_timezone: v.string(),
  sport_object_name: v.string(),
  start_time: v.string(),
  end_time: v.string(),
  price: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type PaymentBooking = v.InferOutput<typeof PaymentBookingSchema>;

export const PaymentSchema = v.object({
  id: Id,
  payment_uuid: v.string(),
  status: PaymentStatusSchema,
  /** 509 BLIK, 106 transfer, or `PAYMENT_METHOD_WALLET` when the wallet paid in full. */
  method_id: v.number(),
  /** Total charged, grosze, service fee included: the wallet's part plus the gateway's. */
  amount: v.number(),
  /**
   * Of `amount`, what the wallet paid (held while the gateway's part is pending); the backend always
   * sends it (0 when none). Optional so answers and fixtures from before the wallet still parse.
   */
  wallet_amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** 198 per gateway transaction; 0 when the wallet paid everything. */
  service_fee: v.number(),
  currency: v.literal('PLN'),
  /** Bank transfer: where to send the user; null for BLIK (confirmed in the bank app). */
  redirect_url: v.nullable(v.string()),
  reservation_ids: v.array(Id),
  /** The same reservations in time order, with what was booked. */
  bookings: v.array(PaymentBookingSchema),
  venue_id: Id,
  /**
   * A carnet purchase's payment names the carnet (its `reservation_ids` and `bookings` are empty);
   * null otherwise. Optional so answers from before carnets still parse.
   */
  carnet: v.optional(v.nullable(v.object({ id: Id, name: v.string() }))),
  /**
   * A course enrolment's payment names the enrolment, its course and the child (its
   * `reservation_ids` and `bookings` are empty); null otherwise. Optional so answers from before
   * courses still parse.
   */
  course_enrollment: v.optional(
    v.nullable(v.object({ id: Id, course_id: Id, course_name: v.string(), child_first_name: v.string(), venue_id: Id })),
  ),
  /** Of `amount`, what a carnet's value paid (split payments with `user_venue_carnet_id`); 0 when none. */
  carnet_amount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  created_at: v.string(),
});
export type Payment = v.InferOutput<typeof PaymentSchema>;

/** A payment by numeric id (owner only) or by uuid (whoever holds the link). */
export const PaymentRefParamsSchema = v.object({
  id: IdOrUuidParamSchema,
});

export const PaymentMethodInfoSchema = v.object({ id: v.number(), name: v.string(), type: v.string() });
export type PaymentMethodInfo = v.InferOutput<typeof PaymentMethodInfoSchema>;
export const PaymentMethodListSchema = v.array(PaymentMethodInfoSchema);

/**
 * `POST /autopay/getmethods`: with `venue_id`, only the methods that venue takes online; without a
 * body (or without the field), every method of the gateway, as the spec's call has it.
 */
export const PaymentMethodsRequestSchema = v.optional(v.object({ venue_id: v.optional(Id) }), {});
export type PaymentMethodsRequest = v.InferInput<typeof PaymentMethodsRequestSchema>;

/** Languages a gateway's legal texts are asked for in (the app's internal codes); Polish when absent. */
export const LEGAL_DATA_LANGUAGES = ['pl', 'en', 'uk'] as const;
export type LegalDataLanguage = (typeof LEGAL_DATA_LANGUAGES)[number];
export const LegalDataRequestSchema = v.object({
  method_id: v.picklist([PAYMENT_METHOD_BLIK, PAYMENT_METHOD_TRANSFER], 'validation.invalid'),
  language: v.optional(v.picklist(LEGAL_DATA_LANGUAGES, 'validation.invalid'), 'pl'),
});
export const LegalDataSchema = v.object({ method_id: v.number(), regulation_url: v.nullable(v.string()), information_clause: v.string() });
export type LegalData = v.InferOutput<typeof LegalDataSchema>;
