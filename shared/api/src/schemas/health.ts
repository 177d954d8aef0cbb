import * as v from 'valibot';

export const HealthResponseSchema = v.object({
  status: v.literal('ok'),
  db: v.picklist(['pglite', 'postgres']),
});
export type HealthResponse = v.InferOutput<typeof HealthResponseSchema>;
