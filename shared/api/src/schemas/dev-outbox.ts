import * as v from 'valibot';

/** One message captured by the development outbox instead of being delivered. */
export const DevOutboxMessageSchema = v.object({
  channel: v.picklist(['sms', 'email']),
  /** E.164 for SMS, an address for e-mail. */
  to: v.string(),
  text: v.string(),
  /** ISO 8601 timestamp. */
  sentAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type DevOutboxMessage = v.InferOutput<typeof DevOutboxMessageSchema>;

/** Newest first. */
export const DevOutboxResponseSchema = v.array(DevOutboxMessageSchema);

export const DevOutboxQuerySchema = v.object({
  /** Only messages to this recipient (exact match, e.g. `+48500000001`). */
  to: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(254, 'validation.maxLength'))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'validation.invalid'),
      v.transform(Number),
      v.minValue(1, 'validation.invalid'),
      v.maxValue(500, 'validation.invalid'),
    ),
  ),
});
