import * as v from 'valibot';
import { idSchema } from './bounds';
import { OtpCodeSchema } from './auth';
import { personNameSchema } from './person-name';
import { GENDERS } from './user';

const Id = idSchema('validation.required');
const Seconds = v.pipe(v.number(), v.integer(), v.minValue(0));
const Instant = v.pipe(v.string(), v.isoTimestamp());

// ---------------------------------------------------------------------------------------------
// Game levels — POST /user/sport_skill/{sportTypeId}

/** Self-rated game levels; `code` is the translation key suffix (e.g. `gameLevels.level.very_advanced`). */
export const GAME_LEVELS = [
  { level: 0, code: 'beginner' },
  { level: 1, code: 'basic' },
  { level: 2, code: 'intermediate' },
  { level: 3, code: 'advanced' },
  { level: 4, code: 'very_advanced' },
  { level: 5, code: 'semi_professional' },
  { level: 6, code: 'professional' },
] as const;
export type GameLevelCode = (typeof GAME_LEVELS)[number]['code'];
export const GAME_LEVEL_MIN = 0;
export const GAME_LEVEL_MAX = 6;

export const SportSkillRequestSchema = v.object({
  /** 0 (beginner) … 6 (professional). */
  level: v.pipe(
    v.number('validation.required'),
    v.integer('validation.invalid'),
    v.minValue(GAME_LEVEL_MIN, 'validation.invalid'),
    v.maxValue(GAME_LEVEL_MAX, 'validation.invalid'),
  ),
});
export type SportSkillRequest = v.InferInput<typeof SportSkillRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Children — POST /user/child, PATCH /user/child/{id}, DELETE /user/child/{id}

/** Today's calendar date in Poland, where the platform's venues are: the rule's reference day on both sides. */
export function todayInPoland(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function isRealCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const ChildName = personNameSchema(1);

/** Calendar date `YYYY-MM-DD`, not after today (Polish time) and not before 1900. */
export const BirthDateSchema = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.isoDate('validation.invalid'),
  v.check(isRealCalendarDay, 'validation.invalid'),
  v.check((value) => value >= '1900-01-01', 'validation.invalid'),
  v.check((value) => value <= todayInPoland(), 'validation.birthDateFuture'),
);

/** Body of POST /user/child and PATCH /user/child/{id} (the whole child each time). */
export const ChildRequestSchema = v.object({
  /** Venue the child profile belongs to (the parent picks it). */
  venue_id: Id,
  /** 1–50 characters after trimming. */
  first_name: ChildName,
  /** 1–50 characters after trimming. */
  last_name: ChildName,
  /** `YYYY-MM-DD`, not in the future. */
  birth_date: BirthDateSchema,
  /** male, female or not_defined. */
  gender: v.picklist(GENDERS, 'validation.required'),
});
export type ChildRequest = v.InferInput<typeof ChildRequestSchema>;

/** Body of DELETE /user/child/{id}. */
export const DeleteChildRequestSchema = v.object({
  /** Venue of the child profile, as the spec's call carries it; must match the child's. */
  venue_id: Id,
});
export type DeleteChildRequest = v.InferInput<typeof DeleteChildRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Check-in QR — POST /user_venue_qrcode (users base); a kiosk reads it through /kiosk/session (kiosk.ts)

/** Body of POST /user_venue_qrcode. */
export const CheckInQrRequestSchema = v.object({
  /** A venue where the user has a profile (booked there at least once). */
  venue_id: Id,
});
export type CheckInQrRequest = v.InferInput<typeof CheckInQrRequestSchema>;

/** Answer of POST /user_venue_qrcode. */
export const CheckInQrSchema = v.object({
  /** Opaque signed token; the QR code encodes exactly this string. */
  token: v.pipe(v.string(), v.nonEmpty()),
  /** Venue the token admits to. */
  venue_id: Id,
  /** ISO instant the token was signed. */
  issued_at: Instant,
  /** ISO instant after which kiosks refuse it. */
  expires_at: Instant,
  /** Lifetime in seconds (expires_at − issued_at), for the countdown. */
  ttl_seconds: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type CheckInQr = v.InferOutput<typeof CheckInQrSchema>;

// A scanned token is verified by an activated kiosk only: POST /api/public/kiosk/session (kiosk.ts).

// ---------------------------------------------------------------------------------------------
// Door — POST /automation/door/{venueId}

export const DOOR_COMMANDS = ['open'] as const;
export type DoorCommand = (typeof DOOR_COMMANDS)[number];

/** Body of POST /automation/door/{venueId}. */
export const DoorRequestSchema = v.object({
  /** Must equal the path's venueId. */
  venue_id: Id,
  /** Only `open` today; defaults to it. */
  command: v.optional(v.picklist(DOOR_COMMANDS, 'validation.invalid'), 'open'),
});
export type DoorRequest = v.InferInput<typeof DoorRequestSchema>;

/** Answer of POST /automation/door/{venueId} when the controller carried the command out. */
export const DoorResultSchema = v.object({
  venue_id: Id,
  command: v.picklist(DOOR_COMMANDS),
  /** Always `done` on 200; refusals are 403 DOOR_NOT_ALLOWED, controller failures 502 DOOR_OPEN_FAILED. */
  status: v.literal('done'),
  /** ISO instant the controller confirmed it. */
  executed_at: Instant,
  /** The reservation that allowed it. */
  reservation_id: Id,
});
export type DoorResult = v.InferOutput<typeof DoorResultSchema>;

// ---------------------------------------------------------------------------------------------
// E-mail confirmation — POST /user/email/resend_confirmation, POST /user/email/confirm (public)

/** Body of POST /user/email/confirm (no sign-in needed). */
export const EmailConfirmationRequestSchema = v.object({
  /** The `token` query parameter of the /confirm-email link. */
  token: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(200, 'validation.invalid')),
});
export type EmailConfirmationRequest = v.InferInput<typeof EmailConfirmationRequestSchema>;

/**
 * Answer of POST /user/email/confirm; used → 410 EMAIL_TOKEN_USED, expired → 410 EMAIL_TOKEN_EXPIRED, unknown → 404 NOT_FOUND,
 * an address another account has confirmed → 409 EMAIL_TAKEN.
 */
export const EmailConfirmationResultSchema = v.object({
  /** The address now verified. */
  email: v.string(),
  email_verified: v.literal(true),
});
export type EmailConfirmationResult = v.InferOutput<typeof EmailConfirmationResultSchema>;

/** Answer of POST /user/email/resend_confirmation (empty body; 429 RATE_LIMITED within 60 s of the last link). */
export const ResendConfirmationSchema = v.object({
  /** Where the link went. */
  email: v.string(),
  /** Seconds until another link may be requested. */
  resend_available_in: Seconds,
  /** Seconds the link stays valid (24 h). */
  expires_in: Seconds,
});
export type ResendConfirmation = v.InferOutput<typeof ResendConfirmationSchema>;

// ---------------------------------------------------------------------------------------------
// Account deletion — POST /user/delete/request_code, then POST /user/delete/confirm {code}

/** Answer of POST /user/delete/request_code (empty body): an SMS code went to the account's phone. */
export const AccountDeletionCodeSentSchema = v.object({
  /** The phone, masked for display, e.g. `+48 *** *** 701`. */
  phone_number_masked: v.string(),
  /** Seconds until another code may be requested. */
  resend_available_in: Seconds,
  /** Seconds the code stays valid. */
  expires_in: Seconds,
});
export type AccountDeletionCodeSent = v.InferOutput<typeof AccountDeletionCodeSentSchema>;

/** Body of POST /user/delete/confirm. */
export const AccountDeletionRequestSchema = v.object({
  /** The 4-digit SMS code. */
  code: OtpCodeSchema,
});
export type AccountDeletionRequest = v.InferInput<typeof AccountDeletionRequestSchema>;

/** Answer of POST /user/delete/confirm; the token used is dead afterwards (401). */
export const AccountDeletionResultSchema = v.object({
  deleted: v.literal(true),
  /** Future unpaid reservations cancelled on the way. */
  cancelled_reservations: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type AccountDeletionResult = v.InferOutput<typeof AccountDeletionResultSchema>;
