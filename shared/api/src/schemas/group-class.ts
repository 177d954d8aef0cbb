import * as v from 'valibot';
import { IdSchema, IsoInstantSchema } from './bounds';
import { RecurrenceRequestSchema } from './reservation';

const Id = IdSchema;
const Grosze = v.pipe(v.number(), v.integer(), v.minValue(0));
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** One way to pay for a class on site or online (normal, student, with a partner card …). */
export const PriceListSchema = v.object({ id: Id, name: v.string(), price: Grosze });
export type PriceList = v.InferOutput<typeof PriceListSchema>;

/** The trainer as a class or a reservation shows them: public data only. */
export const TrainerSummarySchema = v.object({
  id: Id,
  display_name: v.string(),
  photo_url: v.nullable(v.string()),
});
export type TrainerSummary = v.InferOutput<typeof TrainerSummarySchema>;

export const CLASS_LEVELS = ['beginner', 'intermediate', 'advanced', 'all'] as const;
export const ClassLevelSchema = v.picklist(CLASS_LEVELS);
export type ClassLevel = v.InferOutput<typeof ClassLevelSchema>;

/**
 * One occurrence of a venue's group class: `GET /api/marketplace/venue/venue_group_classes/{venueId}
 * ?start_time&end_time` lists those starting in the range, in time order. `id` names the
 * occurrence (sign-up's `venue_group_classes_id`); `class_id` the class it belongs to.
 */
export const GroupClassOccurrenceSchema = v.object({
  id: Id,
  class_id: Id,
  venue_id: Id,
  name: v.string(),
  description: v.nullable(v.string()),
  sport_type_id: Id,
  level: ClassLevelSchema,
  start_time: v.string(),
  end_time: v.string(),
  venue_sport_object_id: Id,
  sport_object_name: v.string(),
  trainer: v.nullable(TrainerSummarySchema),
  price_lists: v.array(PriceListSchema),
  /** Null: unlimited. */
  max_participants: v.nullable(Count),
  /** Null when unlimited. */
  free_places: v.nullable(Count),
  /** Only carnet holders may sign up (always so at a pass-only venue). */
  carnet_required: v.boolean(),
  /** The occurrence was called off by the venue: listed, not bookable. */
  cancelled: v.boolean(),
});
export type GroupClassOccurrence = v.InferOutput<typeof GroupClassOccurrenceSchema>;
export const GroupClassOccurrenceListSchema = v.array(GroupClassOccurrenceSchema);

export const GroupClassQuerySchema = v.object({ start_time: IsoInstantSchema, end_time: IsoInstantSchema });
export type GroupClassQuery = v.InferOutput<typeof GroupClassQuerySchema>;

/**
 * Signing up for a class: `POST /api/users/reservation` with the spec's class fields. A price list
 * (`price_list_id`, its price in `venue_group_classes_price`) paid `on_site` or `online`, or a
 * carnet (`payment: 'carnet'`, `user_venue_carnet_id`, price list 0). `recurring` signs up for the
 * same class every week until a day (preview first, as the court series does).
 */
export const ClassSignUpRequestSchema = v.pipe(
  v.object({
    source: v.optional(v.literal('marketplace'), 'marketplace'),
    venue_id: Id,
    venue_group_classes_id: Id,
    /** The chosen price list's price in grosze; 0 when absent (carnet). */
    venue_group_classes_price: v.optional(Grosze, 0),
    /** 0 when absent (carnet). */
    price_list_id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
    payment: v.picklist(['on_site', 'online', 'carnet'], 'validation.required'),
    user_venue_carnet_id: v.optional(Id),
    accepted_regulation_ids: v.optional(v.pipe(v.array(Id), v.maxLength(50, 'validation.maxLength')), []),
    recurring: v.optional(RecurrenceRequestSchema),
  }),
  // Spec §5: in the class flow a price list, carnet or online method is required.
  v.forward(
    v.check((input) => input.payment === 'carnet' || input.price_list_id > 0, 'validation.selectPriceList'),
    ['price_list_id'],
  ),
  v.forward(
    v.check((input) => input.payment !== 'carnet' || input.user_venue_carnet_id !== undefined, 'validation.required'),
    ['user_venue_carnet_id'],
  ),
);
export type ClassSignUpRequest = v.InferInput<typeof ClassSignUpRequestSchema>;

/** One weekly occurrence of a recurring sign-up, judged before confirming. */
export const ClassOccurrencePreviewSchema = v.object({
  venue_group_classes_id: v.nullable(Id),
  start_time: v.string(),
  end_time: v.string(),
  /** `free`, or why not: `full`, `already_signed_up`, `no_occurrence` (none that week), `cancelled`, `beyond_advance_limit`, `in_past`. */
  status: v.picklist(['free', 'full', 'already_signed_up', 'no_occurrence', 'cancelled', 'beyond_advance_limit', 'in_past']),
  free_places: v.nullable(Count),
  price: v.nullable(Grosze),
});
export type ClassOccurrencePreview = v.InferOutput<typeof ClassOccurrencePreviewSchema>;
export const ClassRecurrencePreviewResponseSchema = v.object({ occurrences: v.array(ClassOccurrencePreviewSchema) });
export type ClassRecurrencePreviewResponse = v.InferOutput<typeof ClassRecurrencePreviewResponseSchema>;

/** Body of a 409 CLASS_FULL: the next occurrences of the same class that still have room. */
export const ClassFullBodySchema = v.object({
  code: v.literal('CLASS_FULL'),
  message: v.string(),
  next_occurrences: v.array(
    v.object({ venue_group_classes_id: Id, start_time: v.string(), end_time: v.string(), free_places: v.nullable(Count) }),
  ),
});
export type ClassFullBody = v.InferOutput<typeof ClassFullBodySchema>;
