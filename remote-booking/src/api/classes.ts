// A venue's group classes (marketplace base) and signing up for one (users base).
import * as v from 'valibot';
import { isApiError, marketplaceApi, usersApi } from '@venue/api';
import {
  ClassFullBodySchema,
  ClassRecurrencePreviewResponseSchema,
  GroupClassOccurrenceListSchema,
  type ClassFullBody,
  type ClassRecurrencePreviewResponse,
  type ClassSignUpRequest,
  type GroupClassOccurrence,
} from '@venue/api/schemas/group-class';
import { CreateReservationResponseSchema, type CreateReservationResponse } from '@venue/api/schemas/reservation';

/** Every class read starts with this, so a sign-up can refresh the free places everywhere. */
const CLASSES = ['booking', 'group-classes'] as const;

/** Occurrences starting in [start, end) (instants, ISO). */
export const groupClassesKey = (venueId: number, start: string, end: string) => [...CLASSES, venueId, start, end] as const;

export function isGroupClassesKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === CLASSES[0] && key[1] === CLASSES[1];
}

export function listGroupClasses(venueId: number, start: string, end: string, signal?: AbortSignal): Promise<GroupClassOccurrence[]> {
  return marketplaceApi.get(`/venue/venue_group_classes/${venueId}`, {
    schema: GroupClassOccurrenceListSchema,
    query: { start_time: start, end_time: end },
    signal,
  });
}

export type ClassSignUpPreviewRequest = ClassSignUpRequest & { recurring: { until: string; mode: 'preview' } };

// The request itself is the key: any changed choice is a new preview.
export const classPreviewKey = (input: ClassSignUpPreviewRequest) => ['booking', 'class-preview', input] as const;

/** Judges every weekly occurrence up to `until`; signs up for nothing. */
export function previewClassSignUp(input: ClassSignUpPreviewRequest, signal?: AbortSignal): Promise<ClassRecurrencePreviewResponse> {
  return usersApi.post('/reservation', { body: input, schema: ClassRecurrencePreviewResponseSchema, signal });
}

/** Signs up for one occurrence, or for the listed ones of a weekly sign-up (`recurring.mode: 'create'`). */
export function signUpForClass(input: ClassSignUpRequest, signal?: AbortSignal): Promise<CreateReservationResponse> {
  return usersApi.post('/reservation', { body: input, schema: CreateReservationResponseSchema, signal });
}

/** The next occurrences with room a 409 CLASS_FULL carries; null for any other error. */
export function classFullAlternatives(error: unknown): ClassFullBody['next_occurrences'] | null {
  if (!isApiError(error) || error.code !== 'CLASS_FULL') return null;
  const body = v.safeParse(ClassFullBodySchema, error.body);
  return body.success ? body.output.next_occurrences : [];
}
