import * as v from 'valibot';

export const VenueSummarySchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.string(),
  city: v.string(),
  /** IANA zone the venue's times are given in, e.g. `Europe/Warsaw`. */
  timezone: v.string(),
  address: v.string(),
});
export type VenueSummary = v.InferOutput<typeof VenueSummarySchema>;

export const VenueSummaryListSchema = v.array(VenueSummarySchema);

export const SportTypeSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Stable machine name: `squash`, `tennis`, `padel`. */
  code: v.string(),
  name: v.string(),
});
export type SportType = v.InferOutput<typeof SportTypeSchema>;

export const SportTypeListSchema = v.array(SportTypeSchema);
