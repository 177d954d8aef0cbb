import * as v from 'valibot';
import { CalendarDateSchema, IdOrUuidParamSchema, IdSchema, IsoInstantSchema, MeOrIdParamSchema } from './bounds';

const Id = IdSchema;
const Grosze = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Court durations allowed by the rules: 60 to 240 minutes in 30-minute steps. */
export const RESERVATION_DURATIONS = [60, 90, 120, 150, 180, 210, 240] as const;
/** Online payment fee per transaction, gross, in grosze (1,98 zł). */
export const SERVICE_FEE_GROSZE = 198;
/** An unpaid online reservation is cancelled this long after it was made. */
export const ONLINE_PAYMENT_WINDOW_MINUTES = 30;

export const ReservationStateSchema = v.picklist(['active', 'cancelled', 'cancelled_not_on_time']);
export type ReservationState = v.InferOutput<typeof ReservationStateSchema>;

/**
 * What the reservation's payment shows: `paid`, `unpaid`, `pending` (a payment under way at the
 * gateway), `pending_online` (an online booking waiting to be paid), or `refunded` (it was paid and
 * then cancelled in time, so its price went back to whoever paid: the wallet or the gateway; or
 * cancelled late and its whole court time booked again, so its money went back to the wallet).
 */
export const ReservationPaymentDisplaySchema = v.picklist(['paid', 'unpaid', 'pending', 'pending_online', 'refunded']);
export type ReservationPaymentDisplay = v.InferOutput<typeof ReservationPaymentDisplaySchema>;

/**
 * How a reservation is paid: on site, online (gateway or wallet, within the payment window), or by
 * a carnet (`user_venue_carnet_id`; paid at once, see `CarnetOptionSchema`).
 */
export const PaymentChoiceSchema = v.picklist(['on_site', 'online', 'carnet'], 'validation.required');
export type PaymentChoice = v.InferOutput<typeof PaymentChoiceSchema>;

export const RecurrenceRequestSchema = v.object({
  /** Last day (venue time, `YYYY-MM-DD`, inclusive) a weekly occurrence may fall on. */
  until: CalendarDateSchema,
  /**
   * `preview` answers every occurrence as free or conflicting and books nothing; `create` books
   * the occurrences listed in `occurrences` (their start times, as the preview returned them).
   */
  mode: v.picklist(['preview', 'create'], 'validation.required'),
  occurrences: v.optional(v.pipe(v.array(IsoInstantSchema), v.maxLength(60, 'validation.maxLength'))),
});
export type RecurrenceRequest = v.InferOutput<typeof RecurrenceRequestSchema>;

export const CreateReservationRequestSchema = v.pipe(
  v.object({
    source: v.optional(v.literal('marketplace'), 'marketplace'),
    venue_id: Id,
    venue_sport_object_id: Id,
    start_time: IsoInstantSchema,
    end_time: IsoInstantSchema,
    payment: PaymentChoiceSchema,
    /** Partner card ids, one per player using a card (an id may repeat); at most the venue's maximum. */
    discount_cards: v.optional(v.pipe(v.array(Id), v.maxLength(10, 'validation.maxLength')), []),
    /** Ids of the venue regulations and consents the user accepted; every required one must be here. */
    accepted_regulation_ids: v.optional(v.pipe(v.array(Id), v.maxLength(50, 'validation.maxLength')), []),
    invoice: v.optional(v.boolean(), false),
    recurring: v.optional(RecurrenceRequestSchema),
    /** The player's carnet paying the reservation; required with `payment: 'carnet'`. */
    user_venue_carnet_id: v.optional(Id),
    /**
     * A private lesson: the court booked with this trainer (their `PublicTrainerProfile.id`), who
     * must be working and free then and may use the court; the price is court + trainer.
     */
    trainer_venue_profile_id: v.optional(Id),
  }),
  v.forward(
    v.check((input) => input.payment !== 'carnet' || input.user_venue_carnet_id !== undefined, 'validation.required'),
    ['user_venue_carnet_id'],
  ),
  // A carnet pays one reservation; a weekly series is paid on site or online.
  v.forward(
    v.check((input) => input.payment !== 'carnet' || input.recurring === undefined, 'validation.invalid'),
    ['recurring'],
  ),
  // A private lesson is booked one at a time (the trainer's hours are judged per lesson).
  v.forward(
    v.check((input) => input.trainer_venue_profile_id === undefined || input.recurring === undefined, 'validation.invalid'),
    ['recurring'],
  ),
);
export type CreateReservationRequest = v.InferInput<typeof CreateReservationRequestSchema>;

export const CancellationPreviewSchema = v.object({
  /** What DELETE would set now: free `cancelled`, or `cancelled_not_on_time`. */
  outcome: v.picklist(['cancelled', 'cancelled_not_on_time']),
  /** Until this instant cancelling is free. */
  free_until: v.string(),
  /** Grosze credited to the wallet when a paid reservation is cancelled now. */
  refund: Grosze,
  /**
   * What cancelling now means for the user: `none` (free, nothing paid), `refund_to_wallet` (free,
   * the paid amount goes back to the wallet), `no_refund` (late, paid: the money stays with the
   * venue), `late_fee_possible` (late, unpaid: the venue may charge for the slot).
   */
  consequence: v.picklist(['none', 'refund_to_wallet', 'no_refund', 'late_fee_possible']),
});
export type CancellationPreview = v.InferOutput<typeof CancellationPreviewSchema>;

export const ReservationSchema = v.object({
  id: Id,
  reservation_uuid: v.string(),
  parent_id: v.nullable(Id),
  venue_id: Id,
  venue_name: v.string(),
  venue_timezone: v.string(),
  venue_sport_object_id: Id,
  sport_object_name: v.string(),
  sport_type_id: Id,
  start_time: v.string(),
  end_time: v.string(),
  state: ReservationStateSchema,
  payment_method: PaymentChoiceSchema,
  payment_status: ReservationPaymentDisplaySchema,
  base_price: Grosze,
  discount: Grosze,
  /** Online payments only. */
  service_fee: Grosze,
  /** base − discount + service fee, in grosze. */
  total: Grosze,
  discount_cards: v.array(Id),
  invoice: v.boolean(),
  created_at: v.string(),
  /** Unpaid online reservations are cancelled at this instant. */
  pay_until: v.nullable(v.string()),
  /** Present while the reservation is active and not yet started. */
  cancellation: v.nullable(CancellationPreviewSchema),
  /**
   * The carnet that paid (part of) it and what it took: entries or grosze as `kind` says; null
   * when none. Optional so answers from before carnets still parse.
   */
  carnet: v.optional(v.nullable(v.object({ id: Id, name: v.string(), kind: v.picklist(['amount', 'entries']), amount: Grosze }))),
  /**
   * A class sign-up names the class occurrence (`id`, the sign-up's `venue_group_classes_id`), its
   * class and the price list chosen (null with a carnet); null for a court. Optional so answers
   * from before classes still parse.
   */
  group_class: v.optional(v.nullable(v.object({ id: Id, class_id: Id, name: v.string(), price_list_name: v.nullable(v.string()) }))),
  /** The trainer of a class or of a private lesson (a court booked with a trainer); null when none. */
  trainer: v.optional(v.nullable(v.object({ id: Id, display_name: v.string(), price: Grosze }))),
  /**
   * A session of a course enrolment (`kind` course): the enrolment (pay it, cancel it: by its id,
   * see `CourseEnrollmentSchema`), its course and the child who attends; null otherwise. Its
   * `pay_until` is the enrolment's (15 minutes). Optional so answers from before courses still parse.
   */
  course: v.optional(
    v.nullable(
      v.object({
        enrollment_id: Id,
        course_id: Id,
        name: v.string(),
        colour: v.string(),
        /** `id` null once the child's profile was deleted. */
        child: v.object({ id: v.nullable(Id), first_name: v.string(), last_name: v.string() }),
      }),
    ),
  ),
});
export type Reservation = v.InferOutput<typeof ReservationSchema>;
export const ReservationListSchema = v.array(ReservationSchema);

export const OccurrencePreviewSchema = v.object({
  start_time: v.string(),
  end_time: v.string(),
  /** `free`, or why it cannot be booked: `taken`, `beyond_advance_limit`, `outside_opening_hours`, `in_past`. */
  status: v.picklist(['free', 'taken', 'beyond_advance_limit', 'outside_opening_hours', 'in_past']),
  price: v.nullable(Grosze),
});
export type OccurrencePreview = v.InferOutput<typeof OccurrencePreviewSchema>;

export const RecurrencePreviewResponseSchema = v.object({ occurrences: v.array(OccurrencePreviewSchema) });
export type RecurrencePreviewResponse = v.InferOutput<typeof RecurrencePreviewResponseSchema>;

/** 201 answer: the created reservation(s); a series lists each occurrence in time order. */
export const CreateReservationResponseSchema = v.object({
  parent_id: v.nullable(Id),
  reservations: v.array(ReservationSchema),
});
export type CreateReservationResponse = v.InferOutput<typeof CreateReservationResponseSchema>;

/** Body of a 409 CONFLICT: the slot was just taken; these nearby starts (same court, same duration) are free. */
export const SlotTakenBodySchema = v.object({
  code: v.literal('CONFLICT'),
  message: v.string(),
  alternatives: v.array(v.object({ start_time: v.string(), end_time: v.string(), price: Grosze })),
});
export type SlotTakenBody = v.InferOutput<typeof SlotTakenBodySchema>;

/** Which of the venue's fair-use limits (`FairUse`) refused a booking. */
export const BOOKING_LIMITS = ['active_reservations', 'unpaid_on_site', 'series_occurrences'] as const;
export type BookingLimit = (typeof BOOKING_LIMITS)[number];

/**
 * Body of a 422 BOOKING_LIMIT_REACHED beside `code` and `message`: the limit and its value at this
 * venue, so the refusal states the number ("at most 5 unpaid on-site reservations").
 */
export const BookingLimitBodySchema = v.object({
  limit: v.picklist(BOOKING_LIMITS),
  max: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type BookingLimitBody = v.InferOutput<typeof BookingLimitBodySchema>;

export const ReservationListQuerySchema = v.object({
  start_time: v.optional(IsoInstantSchema),
  end_time: v.optional(IsoInstantSchema),
  include_cancelled: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'validation.invalid'),
      v.transform((value) => value === 'true'),
    ),
    'true',
  ),
});
export type ReservationListQuery = v.InferOutput<typeof ReservationListQuerySchema>;

/** `me` or the signed-in user's own numeric id. */
export const ReservationOwnerParamsSchema = v.object({
  id: MeOrIdParamSchema,
});

/** A numeric reservation id or its uuid. */
export const ReservationRefParamsSchema = v.object({
  id: IdOrUuidParamSchema,
});
