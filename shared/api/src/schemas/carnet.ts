import * as v from 'valibot';
import { IdParamSchema, IdSchema, IsoInstantSchema } from './bounds';
import { PaymentSchema } from './payment';

const Id = IdSchema;
const Grosze = v.pipe(v.number(), v.integer(), v.minValue(0));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const WallTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/));

/**
 * A carnet (pass) is value-based (`amount`: a sum of money in grosze, spent on court prices) or
 * entry-based (`entries`: a number of entries, one per reservation whatever its length).
 */
export const CARNET_KINDS = ['amount', 'entries'] as const;
export const CarnetKindSchema = v.picklist(CARNET_KINDS);
export type CarnetKind = v.InferOutput<typeof CarnetKindSchema>;

/**
 * A weekly window when a carnet may be used, in the venue's wall time: a reservation must lie
 * wholly inside one window. `weekday` is ISO (1 Monday … 7 Sunday); `to` may be `24:00`.
 */
export const CarnetHoursSchema = v.object({
  weekday: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
  from: WallTime,
  to: WallTime,
});
export type CarnetHours = v.InferOutput<typeof CarnetHoursSchema>;

/** What a venue sells: `GET /api/marketplace/venue/carnet_type/{venueId}` (types on sale only). */
export const CarnetTypeSchema = v.object({
  id: Id,
  venue_id: Id,
  name: v.string(),
  description: v.nullable(v.string()),
  kind: CarnetKindSchema,
  /** Grosze for `amount`, entries for `entries`. */
  value: Count,
  /** What the player pays, grosze. */
  price: Grosze,
  /** Valid this many days from the moment it is paid; it expires at the end of the last day, venue time. */
  duration_days: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Empty: whenever the venue is open. */
  available_hours: v.array(CarnetHoursSchema),
  /** Sports it covers; empty: every sport. */
  sport_type_ids: v.array(Id),
  /** Courts it covers; empty: every court of the covered sports. */
  venue_sport_object_ids: v.array(Id),
  on_sale: v.boolean(),
});
export type CarnetType = v.InferOutput<typeof CarnetTypeSchema>;
export const CarnetTypeListSchema = v.array(CarnetTypeSchema);

/**
 * Why a carnet cannot be used (now, or for a given slot). `not_paid`: its payment has not
 * succeeded (yet); `used_up`: no entries or value left.
 */
export const CARNET_UNUSABLE_REASONS = [
  'not_paid',
  'expired',
  'used_up',
  'outside_hours',
  'not_for_this_court',
  'insufficient_value',
] as const;
export const CarnetUnusableReasonSchema = v.picklist(CARNET_UNUSABLE_REASONS);
export type CarnetUnusableReason = v.InferOutput<typeof CarnetUnusableReasonSchema>;

/** `awaiting_payment` until its payment succeeds; `payment_failed` when it did not (never usable). */
export const CarnetStateSchema = v.picklist(['awaiting_payment', 'payment_failed', 'active', 'used_up', 'expired']);
export type CarnetState = v.InferOutput<typeof CarnetStateSchema>;

/** One use of a carnet or one give-back: `amount` is entries or grosze as the carnet's kind. */
export const CarnetUsageSchema = v.object({
  kind: v.picklist(['use', 'return']),
  amount: Count,
  at: v.string(),
  reservation_id: Id,
  reservation_uuid: v.string(),
  sport_object_name: v.string(),
  /** The reservation's start and end (instants; shown in the venue's time zone). */
  start_time: v.string(),
  end_time: v.string(),
});
export type CarnetUsage = v.InferOutput<typeof CarnetUsageSchema>;

/** A carnet the player owns: `GET /api/users/user_venue_carnet` lists them, newest first. */
export const UserCarnetSchema = v.object({
  id: Id,
  venue_carnet_type_id: Id,
  venue_id: Id,
  venue_name: v.string(),
  venue_timezone: v.string(),
  name: v.string(),
  kind: CarnetKindSchema,
  /** At purchase: grosze or entries. */
  value: Count,
  /** Left now: grosze or entries. */
  remaining: Count,
  price: Grosze,
  duration_days: v.pipe(v.number(), v.integer(), v.minValue(1)),
  available_hours: v.array(CarnetHoursSchema),
  sport_type_ids: v.array(Id),
  venue_sport_object_ids: v.array(Id),
  /** Date added (bought). */
  created_at: v.string(),
  /** From when it is valid (its payment succeeded); null until then. */
  valid_from: v.nullable(v.string()),
  /** End of its last valid day in the venue's time zone; null until paid. */
  expires_at: v.nullable(v.string()),
  state: CarnetStateSchema,
  available: v.boolean(),
  /** Why it is unavailable now (`not_paid`, `expired`, `used_up`); null when available. */
  unavailable_reason: v.nullable(CarnetUnusableReasonSchema),
  /** The purchase's payment (its status page), null for none. */
  payment_id: v.nullable(Id),
  /** Uses and give-backs, newest first. */
  usage: v.array(CarnetUsageSchema),
});
export type UserCarnet = v.InferOutput<typeof UserCarnetSchema>;
export const UserCarnetListSchema = v.array(UserCarnetSchema);

/** Methods a carnet purchase may be paid with at the gateway (BLIK 509, transfer 106). */
const GatewayMethodSchema = v.picklist([509, 106], 'validation.required');

/**
 * `POST /api/users/user_venue_carnet`. Paid by the gateway (`online_payment_method_id`, BLIK needs
 * `blik_code`) or from the wallet (`use_wallet`: in full when the balance covers the price, else
 * the balance is held and the rest goes through the method). `regulation_acceptance_id` lists the
 * venue's regulations the player accepted: every required one must be there.
 */
export const CarnetPurchaseRequestSchema = v.pipe(
  v.object({
    venue_carnet_type_id: Id,
    venue_id: Id,
    online_payment_method_id: v.optional(GatewayMethodSchema),
    /** The gateway the client saw; the server uses its own configured one. */
    provider: v.optional(v.pipe(v.string(), v.maxLength(40, 'validation.maxLength'))),
    regulation_acceptance_id: v.optional(v.pipe(v.array(Id), v.maxLength(50, 'validation.maxLength')), []),
    blik_code: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, 'validation.blikCode'))),
    use_wallet: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check((input) => input.online_payment_method_id !== 509 || input.blik_code !== undefined, 'validation.required'),
    ['blik_code'],
  ),
  v.forward(
    v.check((input) => input.online_payment_method_id !== undefined || input.use_wallet, 'validation.required'),
    ['online_payment_method_id'],
  ),
);
export type CarnetPurchaseRequest = v.InferInput<typeof CarnetPurchaseRequestSchema>;

/**
 * `GET /api/users/venue/sport_object/venue_carnet/{venueId}?venue_sport_object_id&start_time&end_time`:
 * the player's carnets at the venue, each judged for that slot.
 */
export const CarnetOptionsQuerySchema = v.object({
  venue_sport_object_id: IdParamSchema,
  start_time: IsoInstantSchema,
  end_time: IsoInstantSchema,
});
export type CarnetOptionsQuery = v.InferOutput<typeof CarnetOptionsQuerySchema>;

/**
 * One carnet judged for one slot. Usable: `payment: 'carnet'` books it paid at once. A value
 * carnet pays only what the wallet's available balance does not (spec: wallet funds first):
 * `wallet_part` + `carnet_part` = price. `insufficient_value` with `shortfall` > 0 still has a way
 * forward: book online and pay with `POST /payment/create` naming `user_venue_carnet_id` (the
 * carnet's remaining value and the wallet go first, the shortfall plus the service fee by the method).
 */
export const CarnetOptionSchema = v.object({
  carnet: UserCarnetSchema,
  usable: v.boolean(),
  reason: v.nullable(CarnetUnusableReasonSchema),
  /** The slot's price, grosze (before the service fee). */
  price: Grosze,
  /** Entries (1) or grosze the carnet would pay for the slot. */
  carnet_part: Count,
  /** Grosze the wallet would pay first (value carnets only). */
  wallet_part: Grosze,
  /** Grosze left to pay by another method; 0 when usable. */
  shortfall: Grosze,
});
export type CarnetOption = v.InferOutput<typeof CarnetOptionSchema>;
export const CarnetOptionListSchema = v.array(CarnetOptionSchema);

/** 201 answer of a purchase: the carnet (usable once `payment` succeeds) and its payment. */
export const CarnetPurchaseResponseSchema = v.object({ carnet: UserCarnetSchema, payment: PaymentSchema });
export type CarnetPurchaseResponse = v.InferOutput<typeof CarnetPurchaseResponseSchema>;

/**
 * Body of a 422 CARNET_INSUFFICIENT_VALUE beside `code` and `message`: the grosze the wallet's
 * available balance and the carnet's remaining value together leave unpaid. The way forward is an
 * online booking paid with `POST /payment/create` naming `user_venue_carnet_id`.
 */
export const CarnetShortfallBodySchema = v.object({ shortfall: v.pipe(v.number(), v.integer(), v.minValue(1)) });
export type CarnetShortfallBody = v.InferOutput<typeof CarnetShortfallBodySchema>;
