import * as v from 'valibot';
import { CalendarDateSchema, IdParamSchema, IdSchema, IsoInstantSchema } from './bounds';

export const SportTypeSchema = v.object({
  id: IdSchema,
  /** Stable machine name: `squash`, `tennis`, `padel`. */
  code: v.string(),
  name: v.string(),
});
export type SportType = v.InferOutput<typeof SportTypeSchema>;

export const SportTypeListSchema = v.array(SportTypeSchema);

const Grosze = v.pipe(v.number(), v.integer(), v.minValue(0));

export const OpeningHoursSchema = v.object({
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
  /** Local wall-clock `HH:MM`; `closes` may be `24:00`. */
  opens: v.string(),
  closes: v.string(),
});
export type OpeningHours = v.InferOutput<typeof OpeningHoursSchema>;

/**
 * One venue as `GET /venue` lists it: the spec's fields (id, name, city, timezone, address) and
 * what the venue directory shows on each card, its sports and its weekly opening hours (the
 * directory works out "open today" in the venue's zone, so the list stays cacheable all day).
 */
export const VenueSummarySchema = v.object({
  id: IdSchema,
  name: v.string(),
  city: v.string(),
  /** IANA zone the venue's times are given in, e.g. `Europe/Warsaw`. */
  timezone: v.string(),
  address: v.string(),
  /** Sports of the venue's active courts, by id. */
  sport_types: v.array(SportTypeSchema),
  /** By weekday; a weekday that is missing is a closed day. */
  opening_hours: v.array(OpeningHoursSchema),
});
export type VenueSummary = v.InferOutput<typeof VenueSummarySchema>;

export const VenueSummaryListSchema = v.array(VenueSummarySchema);

export const RegulationSchema = v.object({
  id: IdSchema,
  kind: v.picklist(['regulation', 'consent']),
  title: v.string(),
  url: v.nullable(v.string()),
  required: v.boolean(),
});
export type Regulation = v.InferOutput<typeof RegulationSchema>;

export const PartnerCardSchema = v.object({ id: IdSchema, code: v.string(), name: v.string(), discount: Grosze });
export type PartnerCard = v.InferOutput<typeof PartnerCardSchema>;

export const SportObjectSchema = v.object({
  id: IdSchema,
  name: v.string(),
  sport_type_id: IdSchema,
  court_type: v.string(),
  surface: v.nullable(v.string()),
  is_indoor: v.boolean(),
  tags: v.array(v.string()),
});
export type SportObject = v.InferOutput<typeof SportObjectSchema>;

export const PriceBandSchema = v.object({
  sport_type_id: IdSchema,
  weekday: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)),
  from: v.string(),
  to: v.string(),
  label: v.picklist(['off_peak', 'peak', 'weekend']),
  /** Grosze per hour. */
  price_per_hour: Grosze,
});
export type PriceBand = v.InferOutput<typeof PriceBandSchema>;

/**
 * A venue's fair-use rules: what one player may hold there at once (checked when booking; a
 * refusal is 422 BOOKING_LIMIT_REACHED, see `BookingLimitBodySchema`) and whether the door opens
 * for an unpaid reservation.
 */
export const FairUseSchema = v.object({
  /** Active reservations not yet over, per player. */
  max_active_reservations: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Of those, unpaid on-site ones; 0 = the venue takes no unpaid on-site bookings. */
  max_unpaid_on_site_reservations: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Weeks one recurring series may book. */
  max_series_occurrences: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** False: the door opens only for a paid reservation. */
  door_opens_unpaid: v.boolean(),
});
export type FairUse = v.InferOutput<typeof FairUseSchema>;

export const VenueDetailSchema = v.object({
  ...VenueSummarySchema.entries,
  max_advance_days: v.pipe(v.number(), v.integer(), v.minValue(0)),
  free_cancellation_hours: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pass_only: v.boolean(),
  max_partner_cards: v.pipe(v.number(), v.integer(), v.minValue(0)),
  fair_use: FairUseSchema,
  regulations: v.array(RegulationSchema),
  partner_cards: v.array(PartnerCardSchema),
  sport_objects: v.array(SportObjectSchema),
  price_bands: v.array(PriceBandSchema),
  /** Fee added to every online payment, in grosze (198 = 1,98 zł). */
  service_fee: Grosze,
});
export type VenueDetail = v.InferOutput<typeof VenueDetailSchema>;

const OptionalIdQuery = v.optional(IdParamSchema);

/**
 * `date` is a calendar day in the venue's time zone. Running court-notification holds show taken,
 * except `hold`: a term notification's id (its "Book now" link carries it), whose held slot shows
 * free so its player can book it; the booking still refuses anyone else (issue 29).
 */
export const AvailabilityQuerySchema = v.object({
  date: CalendarDateSchema,
  sport_type_id: OptionalIdQuery,
  court_type: v.optional(v.pipe(v.string(), v.maxLength(40, 'validation.maxLength'))),
  hold: OptionalIdQuery,
});
export type AvailabilityQuery = v.InferOutput<typeof AvailabilityQuerySchema>;

export const FreeSlotSchema = v.object({
  start_time: v.string(),
  /** Local wall-clock `HH:MM` in the venue's time zone. */
  local_time: v.string(),
  /**
   * Price in grosze (before partner cards, without the online fee) of each duration that fits:
   * `prices[i]` is for `60 + 30·i` minutes, so the length says how long the slot can be booked.
   * Compact on purpose: a busy venue-day has hundreds of starts.
   */
  prices: v.array(Grosze),
});
export type FreeSlot = v.InferOutput<typeof FreeSlotSchema>;

/** Minutes of `prices[index]` in a free slot. */
export function slotMinutes(index: number): number {
  return 60 + 30 * index;
}

/** A start within opening hours that a booking covers (so a picker can show "taken", not "closed"). */
export const TakenSlotSchema = v.object({ start_time: v.string(), local_time: v.string() });
export type TakenSlot = v.InferOutput<typeof TakenSlotSchema>;

export const ObjectAvailabilitySchema = v.object({
  ...SportObjectSchema.entries,
  slots: v.array(FreeSlotSchema),
  /**
   * Half-hour starts after now that a booking covers. Every other start of the day that is neither
   * here nor in `slots` is closed (outside hours, past, unpriced, or too short a gap). Optional so
   * older answers still parse.
   */
  taken: v.optional(v.array(TakenSlotSchema)),
});
export type ObjectAvailability = v.InferOutput<typeof ObjectAvailabilitySchema>;

export const VenueAvailabilitySchema = v.object({
  venue_id: IdSchema,
  date: v.string(),
  timezone: v.string(),
  /** The day lies beyond the venue's maximum advance-booking period: no slots are offered. */
  beyond_advance_limit: v.boolean(),
  /** The last bookable day (venue time), `YYYY-MM-DD`. */
  last_bookable_date: v.string(),
  objects: v.array(ObjectAvailabilitySchema),
});
export type VenueAvailability = v.InferOutput<typeof VenueAvailabilitySchema>;

export const CheckAvailabilityQuerySchema = v.object({ start_time: IsoInstantSchema, end_time: IsoInstantSchema });
export type CheckAvailabilityQuery = v.InferOutput<typeof CheckAvailabilityQuerySchema>;

export const CheckAvailabilityResponseSchema = v.object({
  available: v.boolean(),
  /** Grosze; null when the slot breaks a rule (hours, duration, advance limit) and has no price. */
  price: v.nullable(Grosze),
  /** Why it is not available: `taken`, `outside_opening_hours`, `invalid_duration`, `in_past`, `beyond_advance_limit`. */
  reason: v.nullable(v.string()),
});
export type CheckAvailabilityResponse = v.InferOutput<typeof CheckAvailabilityResponseSchema>;
