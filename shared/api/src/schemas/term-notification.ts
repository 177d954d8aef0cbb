import * as v from 'valibot';
/*
 * Court-availability notifications (spec §1, §3 Term notification, §4, §5, §7, §8; issue 29). The calls:
 * - `POST /api/users/reservation/term_notification/` body `TermNotificationRequest` → 201 `TermNotification`;
 * - `GET /api/users/reservation/term_notification/` → the caller's own `TermNotification[]`, newest first;
 * - `DELETE /api/users/reservation/term_notification/{id}` body `TermNotificationDeleteRequest` → 204;
 *   another player's wish (or an unknown id, or a `venue_id` that is not the wish's) is 404.
 *
 * A wish ("tell me when a court frees") names a window; it is met by a free stretch of at least
 * `duration_minutes` inside it, on the court named or on any court of the kind. When court time
 * frees, the earliest pending asker whose wish fits is served first: the freed slot is held for them
 * (`hold`, until `held_until`; others see it taken and cannot book it), they get one message (SMS,
 * plus e-mail when confirmed) with a link that opens the booking with the slot chosen, and the
 * status turns `sent`. Unclaimed, the hold passes to the next asker, then to everyone.
 */
import { IdParamSchema, IdSchema, IsoInstantSchema, idSchema } from './bounds';
import { RESERVATION_DURATIONS } from './reservation';

const Id = IdSchema;

/** Pending wishes one player may keep at once, over all venues (spec §5 "per-player cap"). */
export const TERM_NOTIFICATION_MAX_PENDING = 10;
/** A window longer than this is not a wish but a standing order; refused as NOTIFICATION_WINDOW_INVALID. */
export const TERM_NOTIFICATION_MAX_WINDOW_HOURS = 24;
/** The length asked for when the body names none: the courts flow's default duration. */
export const TERM_NOTIFICATION_DEFAULT_DURATION = 60;

const DurationSchema = v.picklist(RESERVATION_DURATIONS, 'validation.invalid');

/**
 * `POST /api/users/reservation/term_notification/`. Field names as spec §3 has them, plus two:
 * - `venue_sport_object_id`: the court; null (or absent) = any court of the kind (`tag_id`, `court_type`);
 * - `tag_id`: the **sport type** id (`SportType.id`, a court's `sport_type_id`): the spec's "tag" is
 *   the kind of court the wish is for, and a court's kind is its sport; with a court named it must be
 *   that court's sport;
 * - `court_type` (ours, optional): narrows "any court" to one `SportObject.court_type` (e.g. `indoor`);
 * - `start_time`, `end_time`: the window (instants), `end_time` after `start_time`, at most
 *   `TERM_NOTIFICATION_MAX_WINDOW_HOURS` long, not ending in the past, within the venue's
 *   advance-booking limit;
 * - `duration_minutes` (ours): the length of play wanted, one of `RESERVATION_DURATIONS`, at most the
 *   window's length; default 60;
 * - `user_venue_profile_id`: the caller's account at `venue_id` (`User.user_venue_profiles`); none
 *   there (or not the caller's) is 403 NO_VENUE_PROFILE: "make a reservation first" (spec §5, §8).
 */
export const TermNotificationRequestSchema = v.pipe(
  v.object({
    venue_id: Id,
    venue_sport_object_id: v.optional(v.nullable(Id), null),
    tag_id: Id,
    court_type: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40, 'validation.maxLength'))), null),
    start_time: IsoInstantSchema,
    end_time: IsoInstantSchema,
    duration_minutes: v.optional(DurationSchema, TERM_NOTIFICATION_DEFAULT_DURATION),
    user_venue_profile_id: idSchema('validation.required'),
  }),
  // The form shows a bad window beside its end; the backend answers the same as VALIDATION_FAILED.
  v.forward(
    v.check((input) => Date.parse(input.end_time) > Date.parse(input.start_time), 'validation.invalid'),
    ['end_time'],
  ),
  v.forward(
    v.check((input) => Date.parse(input.end_time) - Date.parse(input.start_time) >= input.duration_minutes * 60_000, 'validation.invalid'),
    ['duration_minutes'],
  ),
);
export type TermNotificationRequest = v.InferInput<typeof TermNotificationRequestSchema>;
export type TermNotificationRequestOutput = v.InferOutput<typeof TermNotificationRequestSchema>;

/** `DELETE /api/users/reservation/term_notification/{id}` body (spec §7). */
export const TermNotificationDeleteRequestSchema = v.object({ venue_id: Id });
export type TermNotificationDeleteRequest = v.InferInput<typeof TermNotificationDeleteRequestSchema>;
export const TermNotificationIdParamsSchema = v.object({ id: IdParamSchema });

/** Spec §4: `pending` until the one message went out, then `sent`. */
export const TERM_NOTIFICATION_STATUSES = ['pending', 'sent'] as const;
export const TermNotificationStatusSchema = v.picklist(TERM_NOTIFICATION_STATUSES);
export type TermNotificationStatus = v.InferOutput<typeof TermNotificationStatusSchema>;

/**
 * What became of the wish:
 * - `waiting` (pending): nothing fitting has freed yet;
 * - `held` (sent): a slot is held for the player until `hold.held_until`: "Book now";
 * - `booked` (sent): the player booked the held slot (`reservation_id`);
 * - `lapsed` (sent): the hold ran out unclaimed and passed on;
 * - `expired` (pending): the window began before anything freed.
 */
export const TERM_NOTIFICATION_OUTCOMES = ['waiting', 'held', 'booked', 'lapsed', 'expired'] as const;
export const TermNotificationOutcomeSchema = v.picklist(TERM_NOTIFICATION_OUTCOMES);
export type TermNotificationOutcome = v.InferOutput<typeof TermNotificationOutcomeSchema>;

/**
 * The slot held for the player: its court and instants, until when (an instant), and where to book
 * it: `booking_path`, the courts flow with the slot chosen (see `termNotificationBookingPath`).
 */
export const TermNotificationHoldSchema = v.object({
  venue_sport_object_id: Id,
  sport_object_name: v.string(),
  start_time: v.string(),
  end_time: v.string(),
  held_until: v.string(),
  booking_path: v.string(),
});
export type TermNotificationHold = v.InferOutput<typeof TermNotificationHoldSchema>;

/** One wish as its owner sees it (`GET`), times as instants; `date`, `local_*` in the venue's zone. */
export const TermNotificationSchema = v.object({
  id: Id,
  venue_id: Id,
  venue_name: v.string(),
  venue_timezone: v.string(),
  /** Null: any court of the kind. */
  venue_sport_object_id: v.nullable(Id),
  sport_object_name: v.nullable(v.string()),
  /** The sport type (see the request). */
  tag_id: Id,
  sport_type_name: v.string(),
  court_type: v.nullable(v.string()),
  start_time: v.string(),
  end_time: v.string(),
  duration_minutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The window's first venue day `YYYY-MM-DD` and wall times `HH:MM`. */
  date: v.string(),
  local_start: v.string(),
  local_end: v.string(),
  status: TermNotificationStatusSchema,
  outcome: TermNotificationOutcomeSchema,
  /** Present while `outcome` is `held`, kept (for the record) once `booked` or `lapsed`; else null. */
  hold: v.nullable(TermNotificationHoldSchema),
  /** The reservation made from the hold (`booked`); else null. */
  reservation_id: v.nullable(Id),
  created_at: v.string(),
  /** When the one message was sent; null while pending. */
  sent_at: v.nullable(v.string()),
});
export type TermNotification = v.InferOutput<typeof TermNotificationSchema>;
export const TermNotificationListSchema = v.array(TermNotificationSchema);

/** Body of a 422 NOTIFICATION_LIMIT_REACHED beside `code` and `message`: the cap. */
export const NotificationLimitBodySchema = v.object({ max: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type NotificationLimitBody = v.InferOutput<typeof NotificationLimitBodySchema>;

/**
 * Refusals of `POST`, beside `VALIDATION_FAILED` (shape, `end_time` not after `start_time`,
 * `duration_minutes` longer than the window) and `NOT_FOUND` 404 (unknown venue, court or sport):
 * - `NO_VENUE_PROFILE` 403: no account at the venue, or the profile is not the caller's there:
 *   the UI says "make a reservation first";
 * - `SLOT_IN_PAST` 422: the window has ended, or too little of it is left for the duration;
 * - `ADVANCE_LIMIT_EXCEEDED` 422: the window starts beyond the venue's `max_advance_days`;
 * - `NOTIFICATION_WINDOW_INVALID` 422: longer than `TERM_NOTIFICATION_MAX_WINDOW_HOURS`, or the
 *   court is not of the sport `tag_id`, or the court type names no court of that sport;
 * - `NOTIFICATION_LIMIT_REACHED` 422: `TERM_NOTIFICATION_MAX_PENDING` pending wishes already
 *   (body `NotificationLimitBodySchema`).
 * A visitor gets 401 UNAUTHORIZED (the UI asks them to sign in).
 */
export const TERM_NOTIFICATION_ERROR_CODES = [
  'NO_VENUE_PROFILE',
  'SLOT_IN_PAST',
  'ADVANCE_LIMIT_EXCEEDED',
  'NOTIFICATION_WINDOW_INVALID',
  'NOTIFICATION_LIMIT_REACHED',
] as const;
export type TermNotificationErrorCode = (typeof TERM_NOTIFICATION_ERROR_CODES)[number];

export interface BookingPathSlot {
  venueId: number;
  sportTypeId: number;
  courtType: string;
  /** Venue day `YYYY-MM-DD` of the start. */
  date: string;
  venueSportObjectId: number;
  startTime: string;
  durationMinutes: number;
  /** The term notification whose hold this is: the flow asks availability to show it free. */
  holdId: number;
}

/**
 * Where a hold is booked: the courts flow (`remote-booking` `flow-state.ts`) reads its choices from
 * these query names — `sport`, `type`, `date`, `object` (the court), `start` (ISO instant),
 * `duration` (minutes), `hold` (the notification, see `AvailabilityQuerySchema`) — and
 * `step=options` opens it with the slot chosen. One copy, so the
 * message link and the "Book now" button cannot drift from the flow.
 */
export function termNotificationBookingPath(slot: BookingPathSlot): string {
  const params = new URLSearchParams({
    sport: String(slot.sportTypeId),
    type: slot.courtType,
    date: slot.date,
    object: String(slot.venueSportObjectId),
    start: slot.startTime,
    duration: String(slot.durationMinutes),
    hold: String(slot.holdId),
    step: 'options',
  });
  return `/reservation/${slot.venueId}/courts?${params.toString()}`;
}
