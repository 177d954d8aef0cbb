import * as v from 'valibot';
import { CalendarDateSchema, IdParamSchema, IdSchema } from './bounds';

const Id = IdSchema;
const Grosze = v.pipe(v.number(), v.integer(), v.minValue(0));
const WallTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'validation.invalid'));

export const TrainerStatusSchema = v.picklist(['pending', 'accepted']);
export type TrainerStatus = v.InferOutput<typeof TrainerStatusSchema>;
export const TrainerVisibilitySchema = v.picklist(['visible', 'hidden']);
export type TrainerVisibility = v.InferOutput<typeof TrainerVisibilitySchema>;

/** A window of the venue's wall time, `from` < `to`; `to` may be `24:00`. */
export const WallTimeWindowSchema = v.object({ from: WallTime, to: WallTime });
export type WallTimeWindow = v.InferOutput<typeof WallTimeWindowSchema>;

/**
 * A trainer's working hours in the venue's wall time (so 08:00 stays 08:00 across a daylight-saving
 * change): a weekly template (ISO weekday 1 Monday … 7 Sunday) and date overrides that replace the
 * template on that day (no windows: a day off).
 */
export const WorkingHoursSchema = v.object({
  weekly: v.array(v.object({ weekday: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7)), ...WallTimeWindowSchema.entries })),
  overrides: v.array(v.object({ date: CalendarDateSchema, windows: v.array(WallTimeWindowSchema) })),
});
export type WorkingHours = v.InferOutput<typeof WorkingHoursSchema>;

/**
 * A trainer at a venue as visitors see them: `GET /api/marketplace/venue/trainer_venue_profile/{venueId}`
 * lists accepted, visible trainers only, without private data (no phone, no e-mail).
 */
export const PublicTrainerProfileSchema = v.object({
  id: Id,
  venue_id: Id,
  display_name: v.string(),
  first_name: v.string(),
  about: v.nullable(v.string()),
  photo_url: v.nullable(v.string()),
  sport_type_ids: v.array(Id),
  /** The trainer's own price per hour, grosze; a private lesson costs court + trainer. */
  price_per_hour: Grosze,
  /** Courts the trainer may teach on. */
  venue_sport_object_ids: v.array(Id),
  working_hours: WorkingHoursSchema,
});
export type PublicTrainerProfile = v.InferOutput<typeof PublicTrainerProfileSchema>;
export const PublicTrainerProfileListSchema = v.array(PublicTrainerProfileSchema);

/**
 * `GET /api/marketplace/venue/trainer_venue_profile/{venueId}/availability?trainer_id&date`: starts
 * (half-hourly) when the trainer is working and free and at least one court they may use is free
 * for each listed duration. `prices[i]` is court + trainer for `60 + 30·i` minutes, as in a court's
 * free slots; `venue_sport_object_ids` are the courts free for the shortest duration.
 */
export const TrainerAvailabilityQuerySchema = v.object({ trainer_id: IdParamSchema, date: CalendarDateSchema });
export type TrainerAvailabilityQuery = v.InferOutput<typeof TrainerAvailabilityQuerySchema>;

export const TrainerSlotSchema = v.object({
  start_time: v.string(),
  local_time: v.string(),
  venue_sport_object_ids: v.array(Id),
  prices: v.array(Grosze),
});
export type TrainerSlot = v.InferOutput<typeof TrainerSlotSchema>;

export const TrainerAvailabilitySchema = v.object({
  trainer_id: Id,
  venue_id: Id,
  date: v.string(),
  timezone: v.string(),
  beyond_advance_limit: v.boolean(),
  slots: v.array(TrainerSlotSchema),
});
export type TrainerAvailability = v.InferOutput<typeof TrainerAvailabilitySchema>;
