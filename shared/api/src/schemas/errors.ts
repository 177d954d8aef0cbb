import * as v from 'valibot';

/** Every `code` the backend answers with today. Clients treat an unknown code like `INTERNAL`. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INVALID_CODE',
  'CODE_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'SMS_SEND_FAILED',
  'SERVICE_UNAVAILABLE',
  // 503 with Retry-After: the database could not take the request in time; the same request may succeed later.
  'SERVICE_BUSY',
  // Booking rules (422): the request is well-formed but the venue's rules refuse it.
  'ADVANCE_LIMIT_EXCEEDED',
  'OUTSIDE_OPENING_HOURS',
  'INVALID_DURATION',
  'SLOT_IN_PAST',
  'REGULATIONS_NOT_ACCEPTED',
  'TOO_MANY_PARTNER_CARDS',
  // An invoice was asked for while the profile holds no billing data (spec §5).
  'BILLING_DATA_REQUIRED',
  // A venue's fair-use limit (the body also carries `limit` and `max`, see BookingLimitBodySchema).
  'BOOKING_LIMIT_REACHED',
  'NOT_CANCELLABLE',
  // Payments: the reservation is paid already / cannot be paid (cancelled, on-site, other venue).
  'ALREADY_PAID',
  'NOT_PAYABLE',
  'PAYMENT_GATEWAY_FAILED',
  // Payments (422): the venue does not take this online method (`POST /autopay/getmethods` with the venue lists those it does).
  'PAYMENT_METHOD_NOT_ACCEPTED',
  // Wallet (422): the available balance does not cover the amount (field error on the amount).
  'INSUFFICIENT_FUNDS',
  // Wallet (409): a withdrawal code was sent with no open (requested) withdrawal to confirm.
  'NO_OPEN_WITHDRAWAL',
  // Account area: company registry lookup, check-in QR, door, e-mail confirmation.
  'REGISTRY_UNAVAILABLE',
  'NO_VENUE_PROFILE',
  'CHECKIN_TOKEN_INVALID',
  'CHECKIN_TOKEN_EXPIRED',
  'CHECKIN_WRONG_VENUE',
  // Kiosk (issue 14): a check-in code scanned before (409), a kiosk token unknown or revoked (401),
  // a wrong venue kiosk code at activation (403), a kiosk session past its end (410).
  'CHECKIN_TOKEN_USED',
  'KIOSK_NOT_ACTIVATED',
  'KIOSK_CODE_INVALID',
  'KIOSK_SESSION_EXPIRED',
  'DOOR_NOT_ALLOWED',
  // Carnets (issue 15), 422 unless said otherwise: the spec's carnet-use messages (not found 404,
  // expired, no entries or value left, not paid yet, outside its hours, not for this court or sport,
  // value short of the price) and a purchase of a type no longer on sale.
  'CARNET_NOT_FOUND',
  'CARNET_EXPIRED',
  'CARNET_USED_UP',
  'CARNET_NOT_PAID',
  'CARNET_HOURS_NOT_MATCHED',
  'CARNET_NOT_FOR_THIS_COURT',
  'CARNET_INSUFFICIENT_VALUE',
  'CARNET_NOT_ON_SALE',
  // Classes and trainers (issue 16): a full class (409, see ClassFullBodySchema), a class occurrence
  // unknown or called off (404 / 422), a pass-only venue's class without a carnet (422, spec: carnet
  // required), a second sign-up for one occurrence (409), a trainer not working or not free then (422).
  'CLASS_FULL',
  'CLASS_NOT_FOUND',
  'CLASS_CANCELLED',
  'CARNET_REQUIRED',
  'ALREADY_SIGNED_UP',
  'TRAINER_NOT_AVAILABLE',
  // Courses (issue 27): see COURSE_ERROR_CODES in course.ts for when each is answered.
  'CHILD_AGE_MISMATCH',
  'COURSE_ENROLLMENT_CLOSED',
  'COURSE_FULL',
  'COURSE_ALREADY_ENROLLED',
  'COURSE_NO_SESSIONS',
  'COURSE_ENROLLMENT_NOT_PAYABLE',
  // A child whose enrolment still holds a place (or waits for payment) is not deleted (409): the
  // parent cancels the enrolment first, so no course place or refund is left without its child.
  'CHILD_HAS_ENROLLMENTS',
  // The trainer area (issue 28): a trainer not yet accepted by the venue changes nothing of their
  // profile (403, spec §4), new hours would leave booked lessons outside them (409, see
  // LessonsOutsideHoursBodySchema).
  'TRAINER_PENDING_APPROVAL',
  'LESSONS_OUTSIDE_HOURS',
  // Court-availability notifications (issue 29): see TERM_NOTIFICATION_ERROR_CODES in term-notification.ts.
  'NOTIFICATION_WINDOW_INVALID',
  'NOTIFICATION_LIMIT_REACHED',
  // Share links of play statistics (issue 30): too many live links (422); a revoked link (410).
  'SHARE_LINK_LIMIT_REACHED',
  'SHARE_LINK_REVOKED',
  // 403: the reservation in the window is not paid and the venue opens the door only for paid ones.
  'DOOR_PAYMENT_REQUIRED',
  'DOOR_OPEN_FAILED',
  'EMAIL_TOKEN_USED',
  'EMAIL_TOKEN_EXPIRED',
  'EMAIL_ALREADY_VERIFIED',
  'EMAIL_SEND_FAILED',
  'EMAIL_TAKEN',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

export const FieldErrorSchema = v.object({
  /**
   * An i18n key of the `common` namespace, e.g. `validation.minLength`; a message only one app shows
   * names that app's namespace, e.g. `trainer:validation.timeOrder`, so other pages don't download it.
   */
  key: v.string(),
  /** Interpolation values for the key, e.g. `{ min: 2 }`. */
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});

export type FieldError = v.InferOutput<typeof FieldErrorSchema>;

/** Field path (dot separated, e.g. `billing.city`) → the first problem found there. */
export type FieldErrors = Record<string, FieldError>;

/**
 * The body of every non-2xx answer. `code` stays a plain string in the schema so a client
 * released before the backend learns a new code still parses the body.
 */
export const ApiErrorBodySchema = v.object({
  code: v.string(),
  /** English text for developers; never shown to users as is. */
  message: v.string(),
  fieldErrors: v.optional(v.record(v.string(), FieldErrorSchema)),
  /** Seconds until the same request may succeed; 429 answers also carry `Retry-After`. */
  retryAfterSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

export type ApiErrorBody = Omit<v.InferOutput<typeof ApiErrorBodySchema>, 'code'> & {
  // `string & {}` keeps editor completion for the known codes while accepting new ones.
  code: ErrorCode | (string & {});
};
