import * as v from 'valibot';
import { idSchema } from './bounds';
import { PaymentChoiceSchema, ReservationPaymentDisplaySchema } from './reservation';

const Id = idSchema('validation.required');
const Instant = v.pipe(v.string(), v.isoTimestamp());
const Grosze = v.pipe(v.number(), v.integer(), v.minValue(0));

/** An opaque secret the server issued (kiosk token, session token): long, URL-safe, never shown. */
const OpaqueToken = v.pipe(v.string('validation.required'), v.nonEmpty('validation.required'), v.maxLength(1000, 'validation.invalid'));

// ---------------------------------------------------------------------------------------------
// Activation — POST /api/public/kiosk/activate

/** Body of POST /kiosk/activate: the venue's kiosk code, as reception types it (case, spaces and dashes do not matter). */
export const KioskActivateRequestSchema = v.object({
  venue_id: Id,
  code: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(64, 'validation.invalid')),
});
export type KioskActivateRequest = v.InferInput<typeof KioskActivateRequestSchema>;

/** Answer of POST /kiosk/activate: the kiosk's own token, kept in its browser until staff deactivate it. */
export const KioskActivationSchema = v.object({
  kiosk_token: v.pipe(v.string(), v.nonEmpty()),
  kiosk_id: Id,
  venue_id: Id,
  activated_at: Instant,
});
export type KioskActivation = v.InferOutput<typeof KioskActivationSchema>;

// ---------------------------------------------------------------------------------------------
// Status — POST /api/public/kiosk/status (POST: the token travels in the body, never in a URL)

export const KioskStatusRequestSchema = v.object({ kiosk_token: OpaqueToken });
export type KioskStatusRequest = v.InferInput<typeof KioskStatusRequestSchema>;

export const KioskStatusSchema = v.object({
  kiosk_id: Id,
  venue_id: Id,
  venue_name: v.string(),
  /** IANA zone of the venue: "today" and every time on the kiosk are the venue's. */
  venue_timezone: v.string(),
  activated_at: Instant,
  /**
   * The player app's address (the backend's APP_URL): the pay-by-link QR points at
   * `<app_url>/p/<reservation uuid>`. The kiosk runs at its own origin, and the runtime config
   * names no host URL, so the backend that knows it says it.
   */
  app_url: v.pipe(v.string(), v.url()),
});
export type KioskStatus = v.InferOutput<typeof KioskStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Session — POST /api/public/kiosk/session (a scanned code) and /kiosk/session/view (refresh)

/**
 * Body of POST /kiosk/session. `code` is what was scanned or typed: a check-in token from the
 * account page (`ci1.…`, single use) or a reservation's uuid (from its QR link).
 */
export const KioskSessionRequestSchema = v.object({
  kiosk_token: OpaqueToken,
  code: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(1000, 'validation.invalid')),
});
export type KioskSessionRequest = v.InferInput<typeof KioskSessionRequestSchema>;

/** Body of POST /kiosk/session/view: the same session again (after a payment, a check-in). */
export const KioskSessionViewRequestSchema = v.object({ kiosk_token: OpaqueToken, session_token: OpaqueToken });
export type KioskSessionViewRequest = v.InferInput<typeof KioskSessionViewRequestSchema>;

/** One of the player's bookings today at the kiosk's venue: only what the desk needs. */
export const KioskReservationSchema = v.object({
  id: Id,
  /** For the pay-by-link QR and for BLIK on the kiosk (`payment/create` with `reservation_uuid`). */
  reservation_uuid: v.pipe(v.string(), v.uuid()),
  start_time: Instant,
  end_time: Instant,
  sport_object_name: v.string(),
  sport_type_id: Id,
  payment_method: PaymentChoiceSchema,
  payment_status: ReservationPaymentDisplaySchema,
  /** Grosze to pay: base − discount, plus the service fee when paid online. */
  total: Grosze,
  /** Whether the kiosk may offer to pay it (online, unpaid, not started yet or under way). */
  payable: v.boolean(),
  /** When the player checked in for it, or null. */
  checked_in_at: v.nullable(Instant),
});
export type KioskReservation = v.InferOutput<typeof KioskReservationSchema>;

/**
 * Answer of /kiosk/session and /kiosk/session/view. Deliberately small: the first name to greet
 * and the day's bookings at this venue, nothing else of the account.
 */
export const KioskSessionSchema = v.object({
  /** Proof of this scan for the session's actions; lives only in the kiosk's memory. */
  session_token: v.pipe(v.string(), v.nonEmpty()),
  expires_at: Instant,
  /** `check_in_code`: the account page's QR (all of today's bookings); `reservation`: one reservation's QR. */
  source: v.picklist(['check_in_code', 'reservation']),
  player: v.object({ first_name: v.string() }),
  reservations: v.array(KioskReservationSchema),
});
export type KioskSession = v.InferOutput<typeof KioskSessionSchema>;

// ---------------------------------------------------------------------------------------------
// Check-in — POST /api/public/kiosk/check_in

export const KioskCheckInRequestSchema = v.object({
  kiosk_token: OpaqueToken,
  session_token: OpaqueToken,
  reservation_id: Id,
});
export type KioskCheckInRequest = v.InferInput<typeof KioskCheckInRequestSchema>;

export const KioskCheckInSchema = v.object({
  reservation_id: Id,
  checked_in_at: Instant,
  /** False when the reservation was checked in before: the first record stands. */
  recorded_now: v.boolean(),
});
export type KioskCheckIn = v.InferOutput<typeof KioskCheckInSchema>;
