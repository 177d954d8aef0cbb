import * as v from 'valibot';

/** A positive integer id taken from a path segment (`/venue/12` → `12`). */
export const IdParamSchema = v.pipe(
  v.string('validation.required'),
  v.regex(/^[1-9]\d{0,9}$/, 'validation.invalid'),
  v.transform(Number),
  v.maxValue(2_147_483_647, 'validation.invalid'),
);

export const IdParamsSchema = v.object({ id: IdParamSchema });
export type IdParams = v.InferOutput<typeof IdParamsSchema>;
