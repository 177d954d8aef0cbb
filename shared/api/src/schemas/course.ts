import * as v from 'valibot';
/*
 * Courses (spec §3 Course, Course enrollment; issue 27). The calls:
 * - `GET /api/public/venue/course/{venueId}?payment_type&weekday&trainer_id&name&enrollment&type` → `Course[]`;
 * - `POST /api/users/course_enrollment/{courseId}/quote` → `CoursePrice` (nothing written);
 * - `POST /api/users/course_enrollment/{courseId}` → 201 `CourseEnrollmentResponse`;
 * - `POST /api/users/course_enrollment/pay/{enrollmentId}` → 201 `CourseEnrollmentResponse`;
 * - `GET /api/users/course_enrollment` → the caller's `CourseEnrollment[]`, newest first (a child's
 *   card filters them by `child.id`);
 * - `DELETE /api/users/course_enrollment/{enrollmentId}` → the cancelled `CourseEnrollment`.
 * An enrolment's sessions are also the parent's reservations (`GET /reservation/me`), each naming
 * the enrolment and the child in `Reservation.course`.
 */
import { CalendarDateSchema, IdParamSchema, IdSchema, IsoInstantSchema, idSchema } from './bounds';
import { TrainerSummarySchema } from './group-class';
import { PAYMENT_METHOD_BLIK, PAYMENT_METHOD_TRANSFER, PaymentSchema } from './payment';

const Id = IdSchema;
const Grosze = v.pipe(v.number(), v.integer(), v.minValue(0));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Weekday = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7));
const WallTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** An unpaid enrolment lapses (its place is freed) this long after it was made (spec §4, §9). */
export const COURSE_PAYMENT_WINDOW_MINUTES = 15;

/**
 * `per_session`: `price` is one session's, the parent pays the sessions still ahead minus the
 * excluded dates. `full_course`: `price` is the whole course's, prorated for a late joiner.
 */
export const COURSE_PAYMENT_TYPES = ['per_session', 'full_course'] as const;
export const CoursePaymentTypeSchema = v.picklist(COURSE_PAYMENT_TYPES, 'validation.invalid');
export type CoursePaymentType = v.InferOutput<typeof CoursePaymentTypeSchema>;

/** Who the course is for; the exact ages are `min_age` / `max_age`. */
export const COURSE_TYPES = ['children', 'adults'] as const;
export const CourseTypeSchema = v.picklist(COURSE_TYPES, 'validation.invalid');
export type CourseType = v.InferOutput<typeof CourseTypeSchema>;

/** Difficulty 1 … 5 (spec §9: beginner … pro); the apps word each level. */
export const COURSE_DIFFICULTIES = [1, 2, 3, 4, 5] as const;
export const CourseDifficultySchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5));

/** One session of a course: its venue day and its instants (shown in the venue's time zone). */
export const CourseSessionSchema = v.object({
  /** The venue's calendar day, `YYYY-MM-DD`: what `excluded_dates` names. */
  date: v.string(),
  start_time: v.string(),
  end_time: v.string(),
  /** Started already: a new enrolment neither attends nor pays it. */
  past: v.boolean(),
});
export type CourseSession = v.InferOutput<typeof CourseSessionSchema>;

/**
 * A course as `GET /api/public/venue/course/{venueId}` lists it (every course of the venue whose
 * last session has not ended, filtered by `CourseListQuerySchema`), by start date then name.
 */
export const CourseSchema = v.object({
  id: Id,
  venue_id: Id,
  venue_timezone: v.string(),
  name: v.string(),
  description: v.nullable(v.string()),
  type: CourseTypeSchema,
  sport_type_id: Id,
  /** Where it takes place; null when the venue has not said. */
  sport_object_name: v.nullable(v.string()),
  /** Public fields only (no phone, e-mail or surname). */
  trainer: v.nullable(TrainerSummarySchema),
  /** ISO weekdays (1 Monday … 7 Sunday) it meets on, ascending. */
  weekdays: v.array(Weekday),
  /** Start of each session, the venue's wall time `HH:MM`. */
  time: WallTime,
  duration_minutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** First and last session's venue day. */
  start_date: v.string(),
  end_date: v.string(),
  /** Every session, in time order, past ones included (flagged). */
  sessions: v.array(CourseSessionSchema),
  /** Sessions in all (= `sessions.length`). */
  classes_count: Count,
  /** Sessions not started yet. */
  sessions_left: Count,
  /** Null: unlimited. */
  max_participants: v.nullable(Count),
  /** Places free now (paid enrolments and unpaid ones within their 15 minutes hold one); null when unlimited. */
  free_places: v.nullable(Count),
  payment_type: CoursePaymentTypeSchema,
  /** Grosze: per session (`per_session`) or for the whole course (`full_course`). */
  price: Grosze,
  /** Both ways of reading `price`, side by side: one session's, and all sessions' (before proration). */
  price_per_session: Grosze,
  price_full_course: Grosze,
  /** `#rrggbb`. */
  colour: v.string(),
  difficulty: CourseDifficultySchema,
  /** Enrolment open or closed (by the venue, or because every session has started). */
  enrollment_open: v.boolean(),
  /** Age range in whole years on the day of the first session attended; null: no bound. */
  min_age: v.nullable(Count),
  max_age: v.nullable(Count),
  /** The venue's discount for the 2nd and later child of one parent in this course, percent; 0: none. */
  sibling_discount_percent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
});
export type Course = v.InferOutput<typeof CourseSchema>;
export const CourseListSchema = v.array(CourseSchema);

const OptionalQueryId = v.optional(IdParamSchema);

/**
 * Filters of the list, as query parameters (all optional, combined with AND): `payment_type`,
 * `weekday` (1–7: meets on that day), `trainer_id`, `name` (case-insensitive part of the name),
 * `enrollment` (`open` | `closed`), `type`.
 */
export const CourseListQuerySchema = v.object({
  payment_type: v.optional(CoursePaymentTypeSchema),
  weekday: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-7]$/, 'validation.invalid'),
      v.transform((value) => Number(value)),
    ),
  ),
  trainer_id: OptionalQueryId,
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validation.maxLength'))),
  enrollment: v.optional(v.picklist(['open', 'closed'], 'validation.invalid')),
  type: v.optional(CourseTypeSchema),
});
export type CourseListQuery = v.InferOutput<typeof CourseListQuerySchema>;
export type CourseListQueryInput = v.InferInput<typeof CourseListQuerySchema>;

/** The course's id in the path: `POST /course_enrollment/{courseId}` and its `/quote`. */
export const CourseIdParamsSchema = v.object({ id: IdParamSchema });
/** An enrolment's id in the path: paying again, cancelling. */
export const CourseEnrollmentIdParamsSchema = v.object({ id: IdParamSchema });

/**
 * The payment fields, as the checkout sends them for a reservation (`POST /payment/create`):
 * `method_id` 509 BLIK (with `blik_code`) or 106 transfer, and `use_wallet` (the wallet pays first:
 * in full when it covers the price, else its balance is held and the rest plus the service fee
 * goes through the method). Carnets do not pay courses.
 */
const CoursePaymentFields = {
  method_id: v.optional(v.picklist([PAYMENT_METHOD_BLIK, PAYMENT_METHOD_TRANSFER], 'validation.required')),
  blik_code: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, 'validation.blikCode'))),
  use_wallet: v.optional(v.boolean(), false),
};

/** A venue day `YYYY-MM-DD` or an instant with an offset. */
const DayOrInstantSchema = v.union([CalendarDateSchema, IsoInstantSchema], 'validation.invalid');

/** What decides the price: the child (sibling discount), the span and the dates skipped. */
const CourseChoiceFields = {
  course_id: Id,
  venue_id: Id,
  /** Spec §5: a child must be chosen (its profile must exist first). */
  child_id: idSchema('validation.required'),
  /**
   * The span attended: sessions starting in [`start_time`, `end_time`], instants or venue days
   * (`YYYY-MM-DD`: from the start of `start_time`'s day to the end of `end_time`'s). Absent: from
   * now to the course's end. A span reaching into the past is cut at now.
   */
  start_time: v.optional(DayOrInstantSchema),
  end_time: v.optional(DayOrInstantSchema),
  /**
   * Sessions the child will skip, by venue day (`YYYY-MM-DD`) or by a session's start instant;
   * each must name a session of the course.
   */
  excluded_dates: v.optional(v.pipe(v.array(DayOrInstantSchema), v.maxLength(100, 'validation.maxLength')), []),
};

/**
 * `POST /api/users/course_enrollment/{courseId}/quote`: the price of an enrolment as it would be
 * charged now, written nowhere (the UI recomputes it live for the chosen child and skipped dates).
 * Refuses exactly what the enrolment would (age, closed, full, already enrolled), except the
 * regulations and the payment fields, which it does not take.
 */
export const CourseQuoteRequestSchema = v.object(CourseChoiceFields);
export type CourseQuoteRequest = v.InferInput<typeof CourseQuoteRequestSchema>;

/**
 * `POST /api/users/course_enrollment/{courseId}`: enrols the caller's child (`course_id` must be the
 * path's). With a payment method (or `use_wallet`) the payment starts at once and is in the
 * answer; without, the enrolment waits unpaid and is paid by `POST /course_enrollment/pay/{id}`
 * before `pay_until`.
 */
export const CourseEnrollmentRequestSchema = v.pipe(
  v.object({
    ...CourseChoiceFields,
    /** Ids of the venue's regulations and consents accepted; every required one must be here. */
    accepted_regulation_ids: v.optional(v.pipe(v.array(Id), v.maxLength(50, 'validation.maxLength')), []),
    /** The same under the spec's name (as a carnet purchase sends it); both lists count. */
    regulation_acceptance_id: v.optional(v.pipe(v.array(Id), v.maxLength(50, 'validation.maxLength')), []),
    ...CoursePaymentFields,
  }),
  v.forward(
    v.check((input) => input.method_id !== PAYMENT_METHOD_BLIK || input.blik_code !== undefined, 'validation.required'),
    ['blik_code'],
  ),
);
export type CourseEnrollmentRequest = v.InferInput<typeof CourseEnrollmentRequestSchema>;

/**
 * `POST /api/users/course_enrollment/pay/{enrollmentId}`: pays an unpaid enrolment before its
 * `pay_until` (again after a failed attempt); a method or `use_wallet` is required.
 */
export const CourseEnrollmentPayRequestSchema = v.pipe(
  v.object(CoursePaymentFields),
  v.forward(
    v.check((input) => input.method_id !== PAYMENT_METHOD_BLIK || input.blik_code !== undefined, 'validation.required'),
    ['blik_code'],
  ),
  v.forward(
    v.check((input) => input.method_id !== undefined || input.use_wallet, 'validation.required'),
    ['method_id'],
  ),
);
export type CourseEnrollmentPayRequest = v.InferInput<typeof CourseEnrollmentPayRequestSchema>;

/**
 * One line of the price, grosze; `amount` is negative for what is taken off.
 * - `sessions`: `quantity` sessions × `unit_price` (per-session courses: sessions ahead in the span
 *   minus the excluded dates);
 * - `full_course`: the course's price (`quantity` = its sessions, `unit_price` = the price);
 * - `late_join`: a full course joined late: minus `quantity` sessions already held (or before the
 *   span) × `unit_price` = price ÷ classes_count, so the joiner pays round(price × left ÷ count);
 * - `sibling_discount`: minus `percent` % of the lines above, for the 2nd and later child of one
 *   parent enrolled (paid or holding a place) in the same course.
 */
export const CoursePriceLineSchema = v.object({
  kind: v.picklist(['sessions', 'full_course', 'late_join', 'sibling_discount']),
  quantity: Count,
  unit_price: Grosze,
  percent: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
  amount: v.pipe(v.number(), v.integer()),
});
export type CoursePriceLine = v.InferOutput<typeof CoursePriceLineSchema>;

/**
 * A price, quoted or charged: the lines, `subtotal` (their sum, ≥ 0: what the wallet pays in
 * full), `service_fee` (added when a gateway pays any part, spec §9) and `total` = subtotal + fee.
 * `sessions` lists the sessions the enrolment attends (in the span, not excluded, not started).
 */
export const CoursePriceSchema = v.object({
  lines: v.array(CoursePriceLineSchema),
  subtotal: Grosze,
  service_fee: Grosze,
  total: Grosze,
  sessions: v.array(CourseSessionSchema),
});
export type CoursePrice = v.InferOutput<typeof CoursePriceSchema>;

/**
 * `awaiting_payment` (holds a place until `pay_until`), `active` (paid), `lapsed` (not paid in
 * time: the place was freed; money arriving later goes back to the wallet), `cancelled` (by the
 * parent).
 */
export const COURSE_ENROLLMENT_STATES = ['awaiting_payment', 'active', 'lapsed', 'cancelled'] as const;
export const CourseEnrollmentStateSchema = v.picklist(COURSE_ENROLLMENT_STATES);
export type CourseEnrollmentState = v.InferOutput<typeof CourseEnrollmentStateSchema>;

/** What cancelling now would do (present while the enrolment is awaiting payment or active). */
export const CourseCancellationSchema = v.object({
  /** `cancelled` when free now, else not on time (no refund). */
  outcome: v.picklist(['cancelled', 'cancelled_not_on_time']),
  /** Free until this instant: the venue's free-cancellation hours before the next session attended. */
  free_until: v.nullable(v.string()),
  /** Grosze back to the wallet if cancelled now. */
  refund: Grosze,
});
export type CourseCancellation = v.InferOutput<typeof CourseCancellationSchema>;

/** An enrolment of one child, as the parent sees it. */
export const CourseEnrollmentSchema = v.object({
  id: Id,
  course_id: Id,
  venue_id: Id,
  venue_name: v.string(),
  venue_timezone: v.string(),
  course_name: v.string(),
  colour: v.string(),
  /** `id` null once the child's profile was deleted (the name stays). */
  child: v.object({ id: v.nullable(Id), first_name: v.string(), last_name: v.string() }),
  state: CourseEnrollmentStateSchema,
  created_at: v.string(),
  /** Unpaid enrolments lapse at this instant (15 minutes after enrolling); null once paid, lapsed or cancelled. */
  pay_until: v.nullable(v.string()),
  excluded_dates: v.array(v.string()),
  /** The price charged (as quoted; a sibling discount may have been recomputed since, see the payment). */
  price: CoursePriceSchema,
  /** The latest payment attempt (its status page); null before any. */
  payment_id: v.nullable(Id),
  /** Null when nothing can be cancelled (lapsed, cancelled, every session started). */
  cancellation: v.nullable(CourseCancellationSchema),
});
export type CourseEnrollment = v.InferOutput<typeof CourseEnrollmentSchema>;
export const CourseEnrollmentListSchema = v.array(CourseEnrollmentSchema);

/**
 * 201 answer of an enrolment (and of paying one): the enrolment and the payment started for it,
 * the same `Payment` the checkout follows for a reservation (transfer: `redirect_url`; BLIK: its
 * status page; wallet in full: `SUCCESS` at once); null when no payment field was sent.
 */
export const CourseEnrollmentResponseSchema = v.object({
  enrollment: CourseEnrollmentSchema,
  payment: v.nullable(PaymentSchema),
});
export type CourseEnrollmentResponse = v.InferOutput<typeof CourseEnrollmentResponseSchema>;

/** Body of a 422 CHILD_AGE_MISMATCH beside `code` and `message`: the child's age and the course's range. */
export const ChildAgeMismatchBodySchema = v.object({
  child_age: Count,
  min_age: v.nullable(Count),
  max_age: v.nullable(Count),
});
export type ChildAgeMismatchBody = v.InferOutput<typeof ChildAgeMismatchBodySchema>;

/**
 * Refusals of an enrolment (and of its quote), beside the common ones (`NOT_FOUND` for an unknown
 * course or another parent's child, `REGULATIONS_NOT_ACCEPTED`, `INSUFFICIENT_FUNDS`,
 * `PAYMENT_GATEWAY_FAILED`, `VALIDATION_FAILED` with `excluded_dates.N` for a day with no session):
 * - `CHILD_AGE_MISMATCH` 422, body `ChildAgeMismatchBodySchema`;
 * - `COURSE_ENROLLMENT_CLOSED` 422: the venue closed it, or every session has started;
 * - `COURSE_FULL` 409: no place free (also the loser of a race);
 * - `COURSE_ALREADY_ENROLLED` 409: the child already holds a place (paid or within its 15 minutes);
 * - `COURSE_NO_SESSIONS` 422: nothing left to attend in the span once the excluded dates are out;
 * - `COURSE_ENROLLMENT_NOT_PAYABLE` 422 (paying): paid already, lapsed or cancelled.
 */
export const COURSE_ERROR_CODES = [
  'CHILD_AGE_MISMATCH',
  'COURSE_ENROLLMENT_CLOSED',
  'COURSE_FULL',
  'COURSE_ALREADY_ENROLLED',
  'COURSE_NO_SESSIONS',
  'COURSE_ENROLLMENT_NOT_PAYABLE',
] as const;
export type CourseErrorCode = (typeof COURSE_ERROR_CODES)[number];
