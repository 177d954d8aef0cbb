import * as v from 'valibot';
import { CalendarDateSchema, IdParamSchema, IdSchema, IsoInstantSchema } from './bounds';
import { TrainerStatusSchema, TrainerVisibilitySchema, WorkingHoursSchema } from './trainer';
import { OpeningHoursSchema } from './venue';

/*
 * The trainer's own area (issue 28), under the users base. Which venues the signed-in user trains
 * at, and the status there, is `GET /auth/me`'s `trainer_venue_profiles`; everything else is here:
 *
 * - `GET   /trainer_venue_profile/{id}`              → TrainerOwnProfile (the trainer only)
 * - `PATCH /trainer_venue_profile/{id}`              → UpdateTrainerProfileResponse (the trainer only, once accepted)
 * - `GET   /trainer_venue_profile/reservation/{id}`  → TrainerReservations (the trainer and the venue's owner)
 * - `GET   /venue_owner/trainer_venue_profile/pending?venue_id` → PendingTrainer[] (venues the caller owns)
 * - `POST  /venue_owner/trainer_venue_profile/{id}/accept`      → AcceptedTrainer (the venue's owner)
 *
 * Refusals: 404 NOT_FOUND for a profile that is not the caller's (ids reveal nothing), 403
 * TRAINER_PENDING_APPROVAL for a PATCH before the venue accepted the trainer (spec §4), 400
 * VALIDATION_FAILED with field errors for bad hours (`workingHoursFieldErrors` names them) or a
 * bad reservation window, 409 LESSONS_OUTSIDE_HOURS (LessonsOutsideHoursBodySchema) when new
 * hours would leave booked lessons outside them and the body did not say what to do with them,
 * 403 FORBIDDEN for an owner's call about a venue the caller does not own.
 */

const Id = IdSchema;
const Grosze = v.pipe(v.number(), v.integer(), v.minValue(0));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const WallTimeInput = v.pipe(v.string('validation.required'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'trainer:validation.time'));

/** The most windows a week or a date may hold, and the most dates with overrides; bounds, not rules. */
export const MAX_WEEKLY_WINDOWS = 70;
export const MAX_DATE_WINDOWS = 10;
export const MAX_OVERRIDE_DATES = 400;

const WindowInputSchema = v.object({ from: WallTimeInput, to: WallTimeInput });

/**
 * Working hours as the trainer sends them: the shape of `WorkingHoursSchema` with bounds. Whether
 * the windows make sense (start before end, no overlaps, one entry per date, inside the venue's
 * opening hours) is `workingHoursFieldErrors`, which the editor and the backend both run.
 */
export const WorkingHoursInputSchema = v.object({
  weekly: v.pipe(
    v.array(
      v.object({
        weekday: v.pipe(
          v.number('validation.invalid'),
          v.integer('validation.invalid'),
          v.minValue(1, 'validation.invalid'),
          v.maxValue(7, 'validation.invalid'),
        ),
        ...WindowInputSchema.entries,
      }),
      'validation.invalid',
    ),
    v.maxLength(MAX_WEEKLY_WINDOWS, 'validation.invalid'),
  ),
  overrides: v.pipe(
    v.array(
      v.object({
        date: CalendarDateSchema,
        /** No windows: a day off. */
        windows: v.pipe(v.array(WindowInputSchema, 'validation.invalid'), v.maxLength(MAX_DATE_WINDOWS, 'validation.invalid')),
      }),
      'validation.invalid',
    ),
    v.maxLength(MAX_OVERRIDE_DATES, 'validation.invalid'),
  ),
});
export type WorkingHoursInput = v.InferOutput<typeof WorkingHoursInputSchema>;

/**
 * The trainer's own profile at one venue: `GET` and the `profile` of a `PATCH` answer. Times are
 * the venue's wall time (`timezone`); `opening_hours` are the venue's, which working hours must keep
 * inside. While `pending`, the profile can be read but not changed.
 */
export const TrainerOwnProfileSchema = v.object({
  id: Id,
  venue_id: Id,
  venue_name: v.string(),
  timezone: v.string(),
  status: TrainerStatusSchema,
  visibility: TrainerVisibilitySchema,
  display_name: v.string(),
  /** "About me", as players read it on the venue's trainers page. */
  about: v.nullable(v.string()),
  price_per_hour: Grosze,
  venue_sport_object_ids: v.array(Id),
  working_hours: WorkingHoursSchema,
  opening_hours: v.array(OpeningHoursSchema),
});
export type TrainerOwnProfile = v.InferOutput<typeof TrainerOwnProfileSchema>;

export const ABOUT_MAX_LENGTH = 1000;
export const CANCEL_MESSAGE_MAX_LENGTH = 500;

/** What becomes of booked lessons the new hours leave outside: stay booked, or be cancelled (full refund, message to the player). */
export const OutsideLessonsChoiceSchema = v.picklist(['keep', 'cancel'], 'validation.invalid');
export type OutsideLessonsChoice = v.InferOutput<typeof OutsideLessonsChoiceSchema>;

/**
 * `PATCH /trainer_venue_profile/{id}`: any of the fields; absent ones stay as they are.
 * `working_hours` replaces the whole template and every override. When the new hours strand
 * upcoming booked lessons (inside the current hours, outside the new ones; a lesson kept outside
 * by an earlier change is not asked about again), the first PATCH saves nothing and answers 409
 * LESSONS_OUTSIDE_HOURS listing them; the trainer then sends the same body with
 * `outside_lessons: 'keep'` (the lessons stay booked) or `'cancel'` (each is cancelled, the player
 * gets a full refund — the venue called it off, not them — and `message` in their notice).
 * Status is the venue's to change, never the trainer's.
 */
export const UpdateTrainerProfileRequestSchema = v.object({
  visibility: v.optional(v.picklist(['visible', 'hidden'], 'validation.invalid')),
  about: v.optional(v.nullable(v.pipe(v.string('validation.invalid'), v.trim(), v.maxLength(ABOUT_MAX_LENGTH, 'validation.maxLength')))),
  working_hours: v.optional(WorkingHoursInputSchema),
  outside_lessons: v.optional(OutsideLessonsChoiceSchema),
  message: v.optional(v.pipe(v.string('validation.invalid'), v.trim(), v.maxLength(CANCEL_MESSAGE_MAX_LENGTH, 'validation.maxLength'))),
  status: v.optional(v.never('validation.readOnly')),
});
export type UpdateTrainerProfileRequest = v.InferInput<typeof UpdateTrainerProfileRequestSchema>;

export const TrainerEntryStateSchema = v.picklist(['upcoming', 'past', 'cancelled']);
export type TrainerEntryState = v.InferOutput<typeof TrainerEntryStateSchema>;

/**
 * One entry of the trainer's schedule: a private lesson (`kind: 'lesson'`, `id` the reservation's),
 * a class occurrence they lead (`kind: 'class'`, `id` the occurrence's) or a session of a course
 * they lead (`kind: 'course'`, `id` the course's, so one course's sessions share it; tell them
 * apart by `start_time`). `display_name` is the player's first name and initial ("Anna D.") for a
 * lesson, the class's or the course's name otherwise — never a child's name. `local_*` are the
 * venue's wall time. A lesson has `payment_status` and the trainer's `price` share; a class has
 * its `participants` (active sign-ups) and a course session the children enrolled on it, each with
 * `max_participants` (null: unlimited). A course session is never `cancelled`: one cannot be
 * cancelled alone (decision 019).
 */
export const TrainerScheduleEntrySchema = v.object({
  kind: v.picklist(['lesson', 'class', 'course']),
  id: Id,
  venue_sport_object_id: Id,
  sport_object_name: v.string(),
  start_time: v.string(),
  end_time: v.string(),
  local_date: v.string(),
  local_start: v.string(),
  local_end: v.string(),
  state: TrainerEntryStateSchema,
  display_name: v.string(),
  payment_status: v.nullable(v.picklist(['paid', 'unpaid'])),
  price: v.nullable(Grosze),
  participants: v.nullable(Count),
  max_participants: v.nullable(Count),
});
export type TrainerScheduleEntry = v.InferOutput<typeof TrainerScheduleEntrySchema>;

/** 409 LESSONS_OUTSIDE_HOURS: the upcoming booked lessons the new hours would strand; nothing was saved. */
export const LessonsOutsideHoursBodySchema = v.object({
  code: v.literal('LESSONS_OUTSIDE_HOURS'),
  message: v.string(),
  lessons: v.array(TrainerScheduleEntrySchema),
});
export type LessonsOutsideHoursBody = v.InferOutput<typeof LessonsOutsideHoursBodySchema>;

/** The saved profile, and the lessons outside the new hours that stayed booked or were cancelled (as the body chose). */
export const UpdateTrainerProfileResponseSchema = v.object({
  profile: TrainerOwnProfileSchema,
  kept_lessons: v.array(TrainerScheduleEntrySchema),
  cancelled_lessons: v.array(TrainerScheduleEntrySchema),
});
export type UpdateTrainerProfileResponse = v.InferOutput<typeof UpdateTrainerProfileResponseSchema>;

/** The longest window one reservations read may span. */
export const TRAINER_RESERVATIONS_MAX_DAYS = 62;

/**
 * `GET /trainer_venue_profile/reservation/{id}?begin_time&end_time`: entries overlapping
 * [begin_time, end_time). Given one end only, the window is the week from or up to it; given
 * neither, the week from the venue's today 00:00. At most 62 days; the end after the beginning.
 */
export const TrainerReservationsQuerySchema = v.pipe(
  v.object({ begin_time: v.optional(IsoInstantSchema), end_time: v.optional(IsoInstantSchema) }),
  v.forward(
    v.check(
      (query) => !query.begin_time || !query.end_time || Date.parse(query.begin_time) < Date.parse(query.end_time),
      'trainer:validation.timeOrder',
    ),
    ['end_time'],
  ),
  v.forward(
    v.check(
      (query) =>
        !query.begin_time ||
        !query.end_time ||
        Date.parse(query.end_time) - Date.parse(query.begin_time) <= TRAINER_RESERVATIONS_MAX_DAYS * 86_400_000,
      'trainer:validation.rangeTooLong',
    ),
    ['end_time'],
  ),
);
export type TrainerReservationsQuery = v.InferOutput<typeof TrainerReservationsQuerySchema>;

export const TrainerReservationsSchema = v.object({
  trainer_venue_profile_id: Id,
  venue_id: Id,
  timezone: v.string(),
  begin_time: v.string(),
  end_time: v.string(),
  /** By start time. */
  entries: v.array(TrainerScheduleEntrySchema),
});
export type TrainerReservations = v.InferOutput<typeof TrainerReservationsSchema>;

/** `GET /venue_owner/trainer_venue_profile/pending?venue_id`: without `venue_id`, every venue the caller owns. */
export const PendingTrainersQuerySchema = v.object({ venue_id: v.optional(IdParamSchema) });
export type PendingTrainersQuery = v.InferOutput<typeof PendingTrainersQuerySchema>;

/** A trainer waiting for the venue's approval, as the venue's owner sees them (name and phone, to recognise them). */
export const PendingTrainerSchema = v.object({
  id: Id,
  venue_id: Id,
  status: v.literal('pending'),
  display_name: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  phone_number: v.string(),
});
export type PendingTrainer = v.InferOutput<typeof PendingTrainerSchema>;
export const PendingTrainerListSchema = v.array(PendingTrainerSchema);

/** `POST /venue_owner/trainer_venue_profile/{id}/accept`: accepting an accepted trainer changes nothing. */
export const AcceptedTrainerSchema = v.object({ id: Id, venue_id: Id, status: v.literal('accepted'), visibility: TrainerVisibilitySchema });
export type AcceptedTrainer = v.InferOutput<typeof AcceptedTrainerSchema>;
