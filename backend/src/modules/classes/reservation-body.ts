import type { FastifyReply } from 'fastify';
import * as v from 'valibot';
import {
  ClassSignUpRequestSchema,
  CreateReservationRequestSchema,
  type ClassRecurrencePreviewResponse,
  type CreateReservationResponse,
} from '@venue/api';
import type { Db } from '../../db/database.js';
import { validationFailed } from '../../lib/api-error.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { createWeekly, previewWeekly, signUpOnce, type ClassSignUp } from './class-signup-service.js';

const SIGN_UP_KEY = 'venue_group_classes_id';

function namesClass(value: unknown): boolean {
  return typeof value === 'object' && value !== null && SIGN_UP_KEY in value;
}

const documented = v.union([CreateReservationRequestSchema, ClassSignUpRequestSchema]);

/**
 * The body of `POST /reservation` (spec §7: one endpoint books a court or signs up for a class).
 * A body naming `venue_group_classes_id` is judged by the class sign-up schema alone, any other by
 * the court booking schema, so a refusal's field errors are that schema's own (a plain union would
 * answer with both schemas' issues at the top). The OpenAPI document sees the union (`anyOf`).
 */
export const ReservationRequestSchema: typeof documented = {
  ...documented,
  '~run'(dataset, config) {
    const schema = namesClass(dataset.value) ? ClassSignUpRequestSchema : CreateReservationRequestSchema;
    return schema['~run'](dataset, config);
  },
};

export function isClassSignUp(body: v.InferOutput<typeof documented>): body is ClassSignUp {
  return SIGN_UP_KEY in body;
}

/** A class sign-up: once (201), weekly preview (200) or weekly create (201). */
export async function answerClassSignUp(
  db: Db,
  userId: number,
  body: ClassSignUp,
  now: Date,
  language: MessageLanguage,
  reply: FastifyReply,
): Promise<CreateReservationResponse | ClassRecurrencePreviewResponse> {
  const { recurring } = body;
  if (!recurring) {
    const created = await signUpOnce(db, userId, body, now);
    reply.code(201);
    return created;
  }
  if (recurring.mode === 'preview') return previewWeekly(db, userId, { ...body, recurring }, now);
  if (!recurring.occurrences) throw validationFailed({ 'recurring.occurrences': { key: 'validation.required' } });
  const created = await createWeekly(db, userId, { ...body, recurring }, now, language);
  reply.code(201);
  return created;
}
